/** @packageDocumentation The OpenTelemetry setup every ClubShop server starts from (server-tracing.ts). */
export type { ServedRequest, ServerTracingCore, TracedRequest } from './server-tracing.ts';
export { startServerTracing } from './server-tracing.ts';
