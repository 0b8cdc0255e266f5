import { definePackageTest, inProcessApiTestOptions } from '../../tooling/vitest.preset.ts';

// Pages run against a seeded commerce API in process (see inProcessApiTestOptions); the first run
// seeds a database snapshot. The browser journeys under e2e/ have their own config.
export default definePackageTest(import.meta.dirname, {
  test: {
    ...inProcessApiTestOptions,
    setupFiles: [...inProcessApiTestOptions.setupFiles, './test/support/setup.ts'],
    exclude: ['e2e/**', 'node_modules/**'],
  },
});
