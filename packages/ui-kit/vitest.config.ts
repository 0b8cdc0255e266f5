import { definePackageTest } from '../../tooling/vitest.preset.ts';

// Components render in jsdom; the shared setup cleans up between tests and gives jsdom a
// controllable matchMedia (see src/test-utils/).
//
// One jsdom and one module graph per worker, not per file (`isolate: false`): creating jsdom and
// loading React, testing-library and axe again for each of the 43 files was over half the run
// (decision 0053). No file mocks a module; the setup file gives each file a fresh document.
export default definePackageTest(import.meta.dirname, {
  test: {
    environment: 'jsdom',
    isolate: false,
    setupFiles: ['./src/test-utils/setup.ts'],
  },
});
