import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';

const sourceExtensions = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];
const assetPattern = /\.(css|json|svg|png|jpe?g|woff2?)$/;

/** Maps a relative source import to the file name tsup emits for it. */
function emittedPath(resolveDir: string, importPath: string): string {
  if (assetPattern.test(importPath)) return importPath;
  const bare = importPath.replace(/\.(tsx?|mts|jsx?|mjs)$/, '');
  const absolute = join(resolveDir, bare);
  if (sourceExtensions.some((extension) => existsSync(absolute + extension))) return `${bare}.js`;
  if (existsSync(absolute) && statSync(absolute).isDirectory()) return `${bare}/index.js`;
  return `${bare}.js`;
}

/**
 * Keeps every relative import external and rewrites it to the emitted file name (`./rules` ->
 * `./rules.js`, `./rules/` -> `./rules/index.js`, `./button.css` unchanged). That turns tsup's
 * bundle mode into a one-file-per-module ESM build that runs in Node and in any bundler.
 */
export function fileExtensionsPlugin(): Plugin {
  return {
    name: 'clubshop-file-extensions',
    setup(build) {
      build.onResolve({ filter: /^\.\.?(\/|$)/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        return { path: emittedPath(args.resolveDir, args.path), external: true };
      });
    },
  };
}
