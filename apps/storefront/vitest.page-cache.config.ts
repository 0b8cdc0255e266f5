import '../../tooling/map-group-by.ts';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

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
