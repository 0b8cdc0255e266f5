import '../../tooling/map-group-by.ts';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The servers' code runs as Node runs it: without Vite's `module` condition, which picks
// bundler-only builds Node cannot load (@opentelemetry/api's ES build, which prom-client loads,
// has extensionless imports), as the commerce API's tests do.
const serverConditions = ['@clubshop/source', ...defaultServerConditions.filter((name) => name !== 'module')];

/**
 * The vitest configuration of a suite that starts the real servers as processes on loopback
 * ports (the metrics and traces suites): its `*.suite.ts` files under `folder`, one file at a
 * time, in Node, each test within `testTimeout` ms and its start (builds, servers) within five
 * minutes.
 */
export function serverSuiteConfig(folder: string, testTimeout: number) {
  return defineConfig({
    resolve: { conditions: serverConditions },
    ssr: { resolve: { conditions: serverConditions } },
    test: {
      include: [`${folder}/**/*.suite.ts`],
      environment: 'node',
      fileParallelism: false,
      testTimeout,
      hookTimeout: 300_000,
    },
  });
}
