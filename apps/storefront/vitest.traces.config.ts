import '../../tooling/map-group-by.ts';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The servers' code runs as Node runs it: without Vite's `module` condition, which picks
// bundler-only builds Node cannot load (@opentelemetry/api's ES build has extensionless imports).
const serverConditions = ['@clubshop/source', ...defaultServerConditions.filter((name) => name !== 'module')];

/**
 * The traces suite (decision 0103): one trace across the production storefront server, the
 * commerce API's start command and its database, and the back-office server, collected by an
 * OTLP/HTTP receiver of the suite's own (traces/otel-trace.suite.ts). Ports: TRACES_PORT_BASE and
 * the three after it (API, storefront, back office, receiver).
 */
export default defineConfig({
  resolve: { conditions: serverConditions },
  ssr: { resolve: { conditions: serverConditions } },
  test: {
    include: ['traces/**/*.suite.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
