import { definePackageTest } from '../../tooling/vitest.preset.ts';

// jsdom, with server-side module transforms so the in-process commerce API (createTestApi) runs
// as in Node (see test/support/jsdom-environment.ts). The first run seeds a database snapshot.
export default definePackageTest(import.meta.dirname, {
  test: {
    environment: './test/support/jsdom-environment.ts',
    setupFiles: ['./test/support/setup.ts'],
    hookTimeout: 180_000,
    exclude: ['e2e/**', 'node_modules/**'],
  },
});
