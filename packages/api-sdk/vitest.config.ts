import { fileURLToPath } from 'node:url';
import { definePackageTest } from '../../tooling/vitest.preset.ts';

// commerce-api depends on api-sdk (the contract), so api-sdk cannot list it as a dev dependency
// (turbo refuses the cycle). The integration tests reach its test harness through this alias;
// turbo.json lists the app's sources as test inputs so the cache stays honest.
export default definePackageTest(import.meta.dirname, {
  resolve: {
    alias: [
      {
        find: /^@clubshop\/commerce-api\/testing$/,
        replacement: fileURLToPath(new URL('../../apps/commerce-api/src/testing/index.ts', import.meta.url)),
      },
    ],
  },
  // The first integration run seeds a database snapshot (cached in the temp folder afterwards).
  test: { hookTimeout: 180_000 },
});
