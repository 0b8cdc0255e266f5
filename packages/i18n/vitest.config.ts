import { definePackageTest } from '../../tooling/vitest.preset.ts';

// jsdom for the React provider and hook tests; the core's own tests pick `node` per file
// (`// @vitest-environment node`) to show it needs no DOM.
export default definePackageTest(import.meta.dirname, {
  test: { environment: 'jsdom' },
});
