import { join } from 'node:path';
import { definePackageTest } from '../../tooling/vitest.preset.ts';

// Unit tests and the server's tests (Node, against the commerce API in process). The browser
// journey under e2e/ has its own config. A screen test that runs the API in process too picks
// `// @vitest-environment clubshop-jsdom` (jsdom with Node's fetch family and server transforms).
export default definePackageTest(import.meta.dirname, {
  resolve: {
    alias: {
      'vitest-environment-clubshop-jsdom': join(
        import.meta.dirname,
        '../../tooling/vitest-jsdom-environment.ts',
      ),
    },
  },
  test: { environment: 'node', hookTimeout: 180_000, exclude: ['e2e/**', 'node_modules/**'] },
});
