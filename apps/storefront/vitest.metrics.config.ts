import '../../tooling/map-group-by.ts';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The servers' code runs as Node runs it: without Vite's `module` condition, which picks
// bundler-only builds Node cannot load (@opentelemetry/api's ES build, which prom-client loads,
// has extensionless imports), as the commerce API's tests do.
const serverConditions = ['@clubshop/source', ...defaultServerConditions.filter((name) => name !== 'module')];

/**
 * The metrics suite (decision 0090): Debian's Prometheus scraping `/metrics` of the commerce API,
 * the production storefront server and the back-office server on loopback ports
 * (metrics/prometheus-scrape.suite.ts). Ports: METRICS_PORT_BASE and the three after it (API,
 * storefront, back office, Prometheus).
 */
export default defineConfig({
  resolve: { conditions: serverConditions },
  ssr: { resolve: { conditions: serverConditions } },
  test: {
    include: ['metrics/**/*.suite.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
