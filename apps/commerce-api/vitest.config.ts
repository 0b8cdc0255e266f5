import { configDefaults } from 'vitest/config';
import { definePackageTest } from '../../tooling/vitest.preset.ts';

// test/ops/ is the operations suite of its own (vitest.ops.config.ts, `test:ops`).
//
// One module graph per worker, not per file (`isolate: false`): each file loaded the whole API
// (and PGlite) again, a quarter of the run (decision 0053). Every test file builds its own API and
// database (`createTestApi`), no file mocks a module, spies are restored after each test and the
// one file that sets environment variables (s3-media) deletes them after its tests.
const config = definePackageTest(import.meta.dirname, {
  test: { exclude: [...configDefaults.exclude, 'test/ops/**'], isolate: false },
});

// The API runs in Node, and its tests load dependencies as Node does: without Vite's `module`
// condition, which picks bundler-only builds (the AWS SDK's ES build has extensionless imports
// that Node cannot load) and which vitest hands on to Node for the dependencies it does not inline.
const serverResolve = config.ssr?.resolve;
if (serverResolve?.conditions) {
  serverResolve.conditions = serverResolve.conditions.filter((condition: string) => condition !== 'module');
}

export default config;
