import { definePackageTest } from '../../tooling/vitest.preset.ts';

// The kit runs against the real commerce API on a loopback port; its first start seeds a database.
export default definePackageTest(import.meta.dirname, {
  test: { hookTimeout: 180_000, testTimeout: 120_000 },
});
