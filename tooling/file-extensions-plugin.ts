import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';

const sourceExtensions = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];
const assetPattern = /\.(css|json|svg|png|jpe?g|woff2?)$/;

/** Maps a relative source import to the file name tsup emits for it (`.js` or `.cjs`). */
function emittedPath(resolveDir: string, importPath: string, extension: string): string {
  if (assetPattern.test(importPath)) return importPath;
  const bare = importPath.replace(/\.(tsx?|mts|jsx?|mjs)$/, '');
  const absolute = join(resolveDir, bare);
  if (sourceExtensions.some((source) => existsSync(absolute + source))) return `${bare}${extension}`;
  if (existsSync(absolute) && statSync(absolute).isDirectory()) return `${bare}/index${extension}`;
  return `${bare}${extension}`;
}

/**
 * Keeps every relative import external and rewrites it to the emitted file name (`./rules` ->
 * `./rules.js`, `./rules/` -> `./rules/index.js`, `./button.css` unchanged). That turns tsup's
 * bundle mode into a one-file-per-module build that runs in Node and in any bundler.
 *
 * In the CommonJS build (`.cjs`, for `require()`) a CSS import is dropped: Node's `require()`
 * cannot load CSS, and CommonJS consumers are servers and test runners, which take the
 * stylesheet (`@clubshop/ui-kit/styles.css`) instead, as the ESM `server` entry's do.
 */
export function fileExtensionsPlugin(): Plugin {
  return {
    name: 'clubshop-file-extensions',
    setup(build) {
      const commonJs = build.initialOptions.format === 'cjs';
      const extension = commonJs ? '.cjs' : '.js';
      build.onResolve({ filter: /^\.\.?(\/|$)/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        // (A path not ending in .css: tsup's own CSS loader would claim it.)
        if (commonJs && args.path.endsWith('.css'))
          return { path: `${args.path}.dropped`, namespace: 'clubshop-no-css' };
        return { path: emittedPath(args.resolveDir, args.path, extension), external: true };
      });
      build.onLoad({ filter: /.*/, namespace: 'clubshop-no-css' }, () => ({ contents: '', loader: 'js' }));
    },
  };
}
