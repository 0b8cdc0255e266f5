#!/usr/bin/env node
// Checks what a package would publish, from the package's folder (after its build):
// - publint --strict: exports, files, sideEffects, LICENSE and repository fields;
// - arethetypeswrong with the node16 profile: types resolve for ESM and CommonJS consumers under
//   node16 and bundler resolution. `cjs-resolves-to-esm` is ignored on purpose: our packages are
//   ESM only, and Node 20.19+ loads them with require() (the `default` condition); attw's
//   TypeScript predates require(esm). examples/ proves require() works on the packed tarballs.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const folder = process.cwd().split('/').slice(-2).join('/');
const problems = [];
if (!existsSync('LICENSE')) problems.push('no LICENSE file');
if (manifest.license !== 'MIT') problems.push(`license is ${manifest.license}, not MIT`);
if (manifest.repository?.directory !== folder) problems.push(`repository.directory is not ${folder}`);
if (!manifest.homepage) problems.push('no homepage');
for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
  if (typeof target !== 'object') continue;
  const conditions = Object.keys(target);
  if (conditions[0] !== '@clubshop/source')
    problems.push(`exports["${subpath}"]: @clubshop/source is not first`);
  if (!conditions.includes('types') || conditions.at(-1) !== 'default')
    problems.push(`exports["${subpath}"]: needs "types" and a last "default" (require() on Node 20.19+)`);
}
// Every relative link in a shipped Markdown file points at a file the tarball holds.
const packed = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8' }),
)[0];
const shipped = new Set(packed.files.map((file) => file.path));
for (const document of [...shipped].filter((path) => path.endsWith('.md'))) {
  const text = readFileSync(document, 'utf8');
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^([a-z]+:|#)/i.test(target)) continue;
    const file = normalize(join(dirname(document), target.split('#')[0]));
    if (!shipped.has(file)) problems.push(`${document} links to ${target}, which the tarball does not hold`);
  }
}
if (problems.length > 0) {
  console.error(`${manifest.name}:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

// Stylesheets have no types to resolve: attw checks the JavaScript entries only.
const stylesheets = Object.keys(manifest.exports ?? {}).filter((subpath) => subpath.endsWith('.css'));

run('publint', ['--strict']);
run('attw', [
  '--pack',
  '.',
  '--profile',
  'node16',
  '--ignore-rules',
  'cjs-resolves-to-esm',
  '--format',
  'table-flipped',
  '--no-emoji',
  ...(stylesheets.length > 0 ? ['--exclude-entrypoints', ...stylesheets] : []),
]);
