import { definePackageTest } from '../../tooling/vitest.preset.ts';

// Components render in jsdom; the shared setup cleans up between tests and gives jsdom a
// controllable matchMedia (see src/test-utils/).
export default definePackageTest(import.meta.dirname, {
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-utils/setup.ts'],
  },
});
