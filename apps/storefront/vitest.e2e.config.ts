import '../../tooling/map-group-by.ts';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './e2e/harness/workers.ts';

/** The browser journeys: real Chromium against the production build and the commerce API on loopback. */
export default defineConfig({
  resolve: { conditions: ['@clubshop/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@clubshop/source', ...defaultServerConditions] } },
  // vitest 5 loads the global setup (which starts the commerce API from source) in an environment
  // of its own, `__vitest__`, that takes neither `resolve` nor `ssr.resolve`: without this it cannot
  // find the packages' source (`@clubshop/api-sdk/contract`: no test file runs at all).
  environments: { __vitest__: { resolve: { conditions: ['@clubshop/source', ...defaultServerConditions] } } },
  test: {
    include: ['e2e/**/*.journey.ts'],
    globalSetup: ['e2e/harness/global-setup.ts'],
    environment: 'node',
    // E2E_WORKERS files at a time (default 1), each against its worker's own shop (API, database,
    // storefront server: e2e/harness/workers.ts, decision 0056).
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    testTimeout: 120_000,
    // A page settles in well under a second when the machine is idle; the shared 2-core CI
    // machine under load needs longer. This bounds waiting, it asserts no speed.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 180_000,
  },
});
