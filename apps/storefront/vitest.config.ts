import { definePackageTest, inProcessApiTestOptions } from '../../tooling/vitest.preset.ts';

// Pages run against a seeded commerce API in process (see inProcessApiTestOptions); the first run
// seeds a database snapshot. The browser journeys under e2e/ have their own config.
//
// One jsdom and one module graph per worker, not per file (`isolate: false`, decision 0061): a new
// worker, jsdom and module graph for each of the 57 files was about half the run. No file mocks a
// module; spies are restored and stubbed globals put back after each test, and the setup file gives
// each file a fresh document.
export default definePackageTest(import.meta.dirname, {
  test: {
    ...inProcessApiTestOptions,
    isolate: false,
    unstubGlobals: true,
    setupFiles: [...inProcessApiTestOptions.setupFiles, './test/support/setup.ts'],
    exclude: ['e2e/**', 'node_modules/**'],
  },
});
