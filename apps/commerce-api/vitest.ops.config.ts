/**
 * The operations suite (`pnpm --filter @clubshop/commerce-api test:ops`): the compiled API in
 * processes of its own on a PostgreSQL cluster of the suite's own (test/ops/global-setup.ts):
 * migrations racing, two instances, the database stopped and started under traffic, SIGTERM
 * under load. Files run one after another: one of them restarts the cluster.
 */
import { definePackageTest } from '../../tooling/vitest.preset.ts';

const config = definePackageTest(import.meta.dirname, {
  test: {
    globalSetup: ['test/ops/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
// Set, not merged: the preset's include would add every other test.
config.test = { ...config.test, include: ['test/ops/**/*.test.ts'] };
export default config;
