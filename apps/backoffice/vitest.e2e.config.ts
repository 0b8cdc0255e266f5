import '../../tooling/map-group-by.ts';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** The back office's browser journey: real Chromium, the built app and its server, the commerce API on loopback. */
export default defineConfig({
  resolve: { conditions: ['@clubshop/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@clubshop/source', ...defaultServerConditions] } },
  test: {
    include: ['e2e/**/*.journey.ts'],
    // One build of the app for every journey file (e2e/build-once.ts).
    globalSetup: ['e2e/build-once.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    // Bounds waiting on a loaded 2-core machine; it asserts no speed.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 300_000,
  },
});
