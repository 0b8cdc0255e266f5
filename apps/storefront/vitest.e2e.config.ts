import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** The browser journeys: real Chromium against the production build and the commerce API on loopback. */
export default defineConfig({
  resolve: { conditions: ['@clubshop/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@clubshop/source', ...defaultServerConditions] } },
  test: {
    include: ['e2e/**/*.journey.ts'],
    globalSetup: ['e2e/harness/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
