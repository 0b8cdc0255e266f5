import { configDefaults } from 'vitest/config';
import { definePackageTest } from '../../tooling/vitest.preset.ts';

// test/ops/ is the operations suite of its own (vitest.ops.config.ts, `test:ops`).
const config = definePackageTest(import.meta.dirname, {
  test: { exclude: [...configDefaults.exclude, 'test/ops/**'] },
});

// The API runs in Node, and its tests load dependencies as Node does: without Vite's `module`
// condition, which picks bundler-only builds (the AWS SDK's ES build has extensionless imports
// that Node cannot load) and which vitest hands on to Node for the dependencies it does not inline.
const serverResolve = config.ssr?.resolve;
if (serverResolve?.conditions) {
  serverResolve.conditions = serverResolve.conditions.filter((condition: string) => condition !== 'module');
}

export default config;
