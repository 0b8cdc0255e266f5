import { definePackageTest } from '../../tooling/vitest.preset.ts';

export default definePackageTest(import.meta.dirname);
