/**
 * The one build preset of every published @clubshop package.
 *
 * - ESM (`.js`) and CommonJS (`.cjs`, for `require()` on any Node and CommonJS TypeScript), one
 *   output file per source module (relative imports stay external and get `.js` or `.cjs`), so
 *   bundlers tree-shake per module and per-file directives (`'use client'`) survive (decision 0040).
 * - `.d.ts` per module and a `.d.cts` twin, emitted by one TypeScript 6 program after the JS build
 *   (`emit-declarations.ts`): tsup's bundled dts is far too slow with one entry per module.
 * - CSS imported by a module is copied beside it and stays an import, so an app that imports one
 *   component gets only that component's styles.
 *
 * A package's `tsup.config.ts` is three lines: `export default definePackageBuild();`
 * Keeping the preset in one file makes a later move to tsup's successor a one-file change.
 */

import { defineConfig, type Options } from 'tsup';
import { emitDeclarations } from './emit-declarations.ts';
import { fileExtensionsPlugin } from './file-extensions-plugin.ts';

export interface PackageBuildOptions {
  /** Entry globs relative to the package; defaults to every module under src. */
  entry?: string[];
  /** Runs after the JS and the declarations are written, with the package's folder. */
  afterBuild?: (packageDir: string) => void;
  /** Extra tsup options merged over the preset. */
  overrides?: Options;
}

const testAndStoryFiles = [
  '!src/**/*.test.ts',
  '!src/**/*.test.tsx',
  '!src/**/*.test-d.ts',
  '!src/**/*.stories.tsx',
  '!src/**/__tests__/**',
  '!src/**/test-utils/**',
];

/** Builds the tsup configuration of one package. */
export function definePackageBuild(options: PackageBuildOptions = {}) {
  return defineConfig({
    entry: [...(options.entry ?? ['src/**/*.ts', 'src/**/*.tsx']), ...testAndStoryFiles],
    format: ['esm', 'cjs'],
    target: 'es2022',
    platform: 'neutral',
    outDir: 'dist',
    dts: false,
    sourcemap: true,
    clean: true,
    bundle: true,
    splitting: false,
    treeshake: false,
    tsconfig: 'tsconfig.json',
    loader: { '.css': 'copy' },
    esbuildPlugins: [fileExtensionsPlugin()],
    onSuccess: async () => {
      emitDeclarations(process.cwd());
      options.afterBuild?.(process.cwd());
    },
    ...options.overrides,
  });
}
