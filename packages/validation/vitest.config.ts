import { definePackageTest } from '../../tooling/vitest.preset.ts';

// Rules run in Node (as on a server); the hook's test files opt into jsdom with
// `// @vitest-environment jsdom`.
export default definePackageTest(import.meta.dirname);
