import { definePackageTest, inProcessApiTestOptions } from '../../tooling/vitest.preset.ts';

// The hooks run against a seeded commerce API in process (see inProcessApiTestOptions).
export default definePackageTest(import.meta.dirname, { test: inProcessApiTestOptions });
