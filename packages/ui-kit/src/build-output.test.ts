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
const webpackBundle = join(packageDir, 'test', 'webpack-bundle.mjs');

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(directory, entry.name)) : [join(directory, entry.name)],
  );
}

/** The stylesheets of the kit a bundle's CSS names in its path comments, sorted (`primitives/button/button.css`). */
const kitStylesheets = (css: string) =>
  [...new Set([...css.matchAll(/\/ui-kit\/dist\/([\w/.-]+\.css)\b/g)].map((match) => match[1]))].sort();

/** The kit's stylesheets in the source (as many as the main entry imports). */
const sourceStylesheets = () => filesUnder(join(packageDir, 'src')).filter((file) => file.endsWith('.css'));

/** What `import { Button }` from `@clubshop/ui-kit/button` carries: Button, its spinner and hidden text. */
const buttonStylesheets = [
  'primitives/button/button.css',
  'primitives/spinner/spinner.css',
  'primitives/visually-hidden/visually-hidden.css',
];

/**
 * Runs `bundle` in an app folder with the package installed (linked into its node_modules), as a
 * club team's would be, on `import { Button } from '<specifier>'`, and gives the CSS it wrote.
 */
function bundledCss(bundle: (app: string) => string, specifier: string): string {
  const app = mkdtempSync(join(tmpdir(), 'ui-kit-bundle-'));
  try {
    mkdirSync(join(app, 'node_modules', '@clubshop'), { recursive: true });
    symlinkSync(packageDir, join(app, 'node_modules', '@clubshop', 'ui-kit'), 'dir');
    writeFileSync(join(app, 'entry.js'), `import { Button } from '${specifier}';\nconsole.log(Button);\n`);
    return readFileSync(join(app, bundle(app)), 'utf8');
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
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
    const esbuild = (app: string) => {
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
      return join('out', 'entry.css');
    };
    expect(kitStylesheets(bundledCss(esbuild, '@clubshop/ui-kit/button'))).toEqual(buttonStylesheets);
    // esbuild keeps the CSS of every module behind the main entry (evanw/esbuild#2933).
    expect(kitStylesheets(bundledCss(esbuild, '@clubshop/ui-kit')).length).toBe(sourceStylesheets().length);
  });

  it('a webpack bundle (css-loader, mini-css-extract-plugin) carries only the CSS Button renders, from its entry or the main one', () => {
    const webpack = (app: string) => {
      execFileSync(process.execPath, [webpackBundle], { cwd: app, stdio: ['ignore', 'ignore', 'pipe'] });
      return join('out', 'main.css');
    };
    expect(kitStylesheets(bundledCss(webpack, '@clubshop/ui-kit/button'))).toEqual(buttonStylesheets);
    // webpack drops the modules a side-effect-free package does not use, and their CSS with them.
    expect(kitStylesheets(bundledCss(webpack, '@clubshop/ui-kit'))).toEqual(buttonStylesheets);
  });
});
