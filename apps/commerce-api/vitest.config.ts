import { configDefaults } from 'vitest/config';
import { definePackageTest } from '../../tooling/vitest.preset.ts';

// test/ops/ is the operations suite of its own (vitest.ops.config.ts, `test:ops`).
export default definePackageTest(import.meta.dirname, {
  test: { exclude: [...configDefaults.exclude, 'test/ops/**'] },
});
