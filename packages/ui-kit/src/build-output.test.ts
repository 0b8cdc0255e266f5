/**
 * What the build adds beside the modules (run by `test:dist`, on the built package): one
 * stylesheet with every component's CSS, and a copy of the modules without CSS imports for
 * servers. examples/ renders the packed server entry in plain Node.
 */

import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const packageDir = join(import.meta.dirname, '..');
const dist = join(packageDir, 'dist');
const esbuildCli = createRequire(import.meta.url).resolve('esbuild/bin/esbuild');

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(directory, entry.name)) : [join(directory, entry.name)],
  );
}

describe.runIf(process.env.CLUBSHOP_TEST_DIST === '1')('build output', () => {
  it('styles.css holds every stylesheet of the source once', () => {
    const bundle = readFileSync(join(dist, 'styles.css'), 'utf8');
    const listed = [...bundle.matchAll(/^\/\* (.+\.css) \*\/$/gm)].map((match) => match[1]).sort();
    const sources = filesUnder(join(packageDir, 'src'))
      .filter((file) => file.endsWith('.css'))
      .map((file) => relative(join(packageDir, 'src'), file))
      .sort();
    expect(listed).toEqual(sources);
  });

  it('the server copy has every module and imports no CSS', () => {
    const modules = filesUnder(dist).filter(
      (file) => file.endsWith('.js') && !file.startsWith(`${dist}/server/`),
    );
    const copies = filesUnder(join(dist, 'server')).filter((file) => file.endsWith('.js'));
    expect(copies.length).toBe(modules.length);
    const withCss = copies.filter((file) => /import\s*["'][^"']+\.css["']/.test(readFileSync(file, 'utf8')));
    expect(withCss).toEqual([]);
  });

  it('an esbuild bundle of one component carries only the CSS it renders; the main entry carries all', () => {
    // An app folder with the package installed, as a club team's would be.
    const app = mkdtempSync(join(tmpdir(), 'ui-kit-esbuild-'));
    try {
      mkdirSync(join(app, 'node_modules', '@clubshop'), { recursive: true });
      symlinkSync(packageDir, join(app, 'node_modules', '@clubshop', 'ui-kit'), 'dir');
      const stylesheetsOf = (specifier: string) => {
        writeFileSync(
          join(app, 'entry.js'),
          `import { Button } from '${specifier}';\nconsole.log(Button);\n`,
        );
        // The esbuild CLI in its own process: esbuild refuses to run inside jsdom.
        const externals = ['react', 'react-dom', 'react/*', '@clubshop/validation', 'focus-trap', 'tabbable'];
        execFileSync(
          esbuildCli,
          [
            'entry.js',
            '--bundle',
            '--format=esm',
            '--outdir=out',
            '--log-level=error',
            ...externals.map((name) => `--external:${name}`),
          ],
          { cwd: app },
        );
        const css = readFileSync(join(app, 'out', 'entry.css'), 'utf8');
        return [...css.matchAll(/^\/\* .*\/dist\/(.+\.css) \*\/$/gm)].map((match) => match[1]).sort();
      };
      expect(stylesheetsOf('@clubshop/ui-kit/button')).toEqual([
        'primitives/button/button.css',
        'primitives/spinner/spinner.css',
        'primitives/visually-hidden/visually-hidden.css',
      ]);
      // esbuild keeps the CSS of every module behind the main entry (evanw/esbuild#2933).
      const sources = filesUnder(join(packageDir, 'src')).filter((file) => file.endsWith('.css'));
      expect(stylesheetsOf('@clubshop/ui-kit').length).toBe(sources.length);
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });
});
