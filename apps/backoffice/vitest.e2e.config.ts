import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// vitest 5.1.1 prints failed tests with Map.groupBy, which Node 20 lacks (see the storefront's).
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

/** The back office's browser journey: real Chromium, the built app and its server, the commerce API on loopback. */
export default defineConfig({
  resolve: { conditions: ['@clubshop/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@clubshop/source', ...defaultServerConditions] } },
  test: {
    include: ['e2e/**/*.journey.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    // Bounds waiting on a loaded 2-core machine; it asserts no speed.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 300_000,
  },
});
