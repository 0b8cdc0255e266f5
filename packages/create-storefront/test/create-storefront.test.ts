/**
 * The command on source, into temporary directories: what it writes, what it refuses. The
 * generated app is installed, built and tested on the packed packages by scripts/test-examples.mjs.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createStorefront, type Output, usage } from '../src/create-storefront.ts';

const scratch = mkdtempSync(join(tmpdir(), 'create-storefront-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs the command; resolves its exit code and what it printed. */
function run(...argv: string[]) {
  const printed = { info: '', error: '' };
  const output: Output = {
    info: (text) => {
      printed.info += text;
    },
    error: (text) => {
      printed.error += text;
    },
  };
  return { code: createStorefront(argv, output), ...printed };
}

const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8'));

it('scaffolds the app: named, on this version of the packages, the API in .env', () => {
  const dir = join(scratch, 'My Shop');
  const result = run(dir, '--api', 'http://127.0.0.1:7001/');
  expect(result).toMatchObject({ code: 0, error: '' });
  expect(result.info).toContain('npm install');
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  expect(manifest.name).toBe('my-shop');
  expect(Object.keys(manifest.scripts)).toEqual(['dev', 'build', 'preview', 'test']);
  expect(manifest.dependencies['@clubshop/ui-kit']).toBe(`^${version}`);
  expect(manifest.devDependencies['@clubshop/conformance']).toBe(`^${version}`);
  expect(readFileSync(join(dir, '.env'), 'utf8')).toMatch(/^VITE_API_URL=http:\/\/127\.0\.0\.1:7001$/m);
  expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toContain('node_modules');
  expect(readFileSync(join(dir, 'README.md'), 'utf8')).toMatch(/^# my-shop/);
  for (const file of [
    'index.html',
    'vite.config.ts',
    'src/app.tsx',
    'src/app.test.tsx',
    'src/conformance.test.ts',
  ])
    expect(readFileSync(join(dir, file), 'utf8')).not.toContain('{{');
});

it('defaults the API to the one `pnpm start` serves', () => {
  const dir = join(scratch, 'default-api');
  expect(run(dir).code).toBe(0);
  expect(readFileSync(join(dir, '.env'), 'utf8')).toMatch(/^VITE_API_URL=http:\/\/localhost:4000$/m);
});

it('--packages points the @clubshop packages and their own dependencies at the tarballs', () => {
  const packed = join(scratch, 'packed');
  mkdirSync(packed);
  for (const name of ['api-sdk', 'i18n', 'theming', 'ui-kit', 'conformance', 'basket', 'create-storefront'])
    writeFileSync(join(packed, `clubshop-${name}.tgz`), '');
  const dir = join(scratch, 'offline');
  expect(run(dir, '--packages', packed)).toMatchObject({ code: 0, error: '' });
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  expect(manifest.dependencies['@clubshop/api-sdk']).toBe(`file:${join(packed, 'clubshop-api-sdk.tgz')}`);
  expect(manifest.devDependencies['@clubshop/conformance']).toBe(
    `file:${join(packed, 'clubshop-conformance.tgz')}`,
  );
  expect(manifest.overrides['@clubshop/basket']).toBe(`file:${join(packed, 'clubshop-basket.tgz')}`);
  expect(manifest.overrides['@clubshop/create-storefront']).toBeUndefined();
});

it('refuses a directory that is not empty, with exit code 1, and writes nothing', () => {
  const dir = join(scratch, 'existing');
  mkdirSync(dir);
  writeFileSync(join(dir, 'notes.txt'), 'mine');
  const result = run(dir);
  expect(result.code).toBe(1);
  expect(result.error).toContain(`${dir} is not empty`);
  expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('mine');
});

it.each([
  [[], 'name the directory to create'],
  [['a', 'b'], 'one directory only'],
  [['shop', '--api', 'localhost:4000'], '--api must be an http(s) URL'],
  [['shop', '--colour', 'red'], "Unknown option '--colour'"],
])('wrong usage %j: exit code 2 and what is wrong', (argv, message) => {
  const result = run(...argv);
  expect(result.code).toBe(2);
  expect(result.error).toContain(message);
});

it('--help prints the usage', () => {
  expect(run('--help')).toEqual({ code: 0, info: usage, error: '' });
});
