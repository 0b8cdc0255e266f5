import { serverSuiteConfig } from './vitest.server-suites.ts';

/**
 * The metrics suite (decision 0090): Debian's Prometheus scraping `/metrics` of the commerce API,
 * the production storefront server and the back-office server on loopback ports
 * (metrics/prometheus-scrape.suite.ts). Ports: METRICS_PORT_BASE and the three after it (API,
 * storefront, back office, Prometheus).
 */
export default serverSuiteConfig('metrics', 120_000);
