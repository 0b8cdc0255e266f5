/**
 * The production build of the API: `src/main.ts` and everything it imports, our workspace
 * packages included (read from their source), as one ESM file `dist/main.js` run by plain Node
 * (`node dist/main.js start`): no tsx, no TypeScript at run time. Packages from npm stay external
 * and load from node_modules (PGlite's WebAssembly, sharp's native binary, postgres-js' patch).
 * `drizzle/` (the migrations) is read beside `dist/` at run time.
 */
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  dts: false,
  noExternal: [/^@clubshop\//],
  esbuildOptions(options) {
    options.conditions = ['@clubshop/source', 'import', 'node', 'default'];
  },
});
