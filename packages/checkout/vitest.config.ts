import { definePackageTest } from '../../tooling/vitest.preset.ts';

// jsdom, with server-side module transforms and Node's fetch family so that the in-process
// commerce API runs as in Node (see test/support/jsdom-environment.ts). Starting a seeded API
// takes a few seconds on a busy machine, hence the hook timeout.
export default definePackageTest(import.meta.dirname, {
  test: {
    environment: './test/support/jsdom-environment.ts',
    setupFiles: ['./test/support/setup.ts'],
    hookTimeout: 180_000,
  },
});
