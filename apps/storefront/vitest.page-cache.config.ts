import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// vitest 5.1.1 prints failed tests with Map.groupBy, which Node 20 lacks (Node 21+): without this
// a failing journey ends in "Map.groupBy is not a function" and its real error is never shown.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value: <K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> => {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}

/**
 * The page-cache suite: Varnish (deploy/varnish/) in front of the production storefront and the
 * commerce API on loopback ports (page-cache/page-cache.suite.ts). Ports: PAGE_CACHE_PORT_BASE
 * and the three after it (API, storefront, Varnish, its admin port).
 */
export default defineConfig({
  resolve: { conditions: ['@clubshop/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@clubshop/source', ...defaultServerConditions] } },
  test: {
    include: ['page-cache/**/*.suite.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
