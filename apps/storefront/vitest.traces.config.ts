import { serverSuiteConfig } from './vitest.server-suites.ts';

/**
 * The traces suite (decision 0103): one trace across the production storefront server, the
 * commerce API's start command and its database, and the back-office server, collected by an
 * OTLP/HTTP receiver of the suite's own (traces/otel-trace.suite.ts). Ports: TRACES_PORT_BASE and
 * the three after it (API, storefront, back office, receiver).
 */
export default serverSuiteConfig('traces', 60_000);
