import { definePackageTest } from '../../tooling/vitest.preset.ts';

// Unit tests and the server's tests (Node, against the commerce API in process). The browser
// journey under e2e/ has its own config.
export default definePackageTest(import.meta.dirname, {
  test: { environment: 'node', hookTimeout: 180_000, exclude: ['e2e/**', 'node_modules/**'] },
});
