/**
 * OpenTelemetry traces of the back-office server (issue 42, decision 0103), set up at its start
 * (start.ts) and loaded nowhere else: the unit tests load no OpenTelemetry. The setup is the one
 * all three servers share (`@clubshop/server-tracing`, decision 0110); what is the back office's own:
 *
 * - the server span per request is named after the pattern of the handler that answered (as the
 *   metrics label it), known once it has;
 * - a client span per call to the commerce API (the sign-in, the token refresh, the forwarded
 *   admin API calls: app.ts wraps the one fetch they use), whose `traceparent` goes with the call.
 *
 * The back office logs with `console` (no pino logger): `logFields` gives its lines the active
 * span's `trace_id` and `span_id` (trace-log.ts). Service name by default `clubshop-backoffice`.
 */
import { startServerTracing } from '@clubshop/server-tracing';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';

/** The tracing of the back-office server. */
export interface BackofficeTracing {
  /** Middleware (outermost): the request's server span, active while it is answered. */
  middleware: MiddlewareHandler;
  /** `apiFetch` with a client span per call and the call's `traceparent`. */
  fetch: (apiFetch: (request: Request) => Promise<Response>) => (request: Request) => Promise<Response>;
  /** The active span's `trace_id` and `span_id` (none outside a request), for the log lines. */
  logFields: () => Record<string, string>;
  /** Sends what is buffered and stops. */
  shutdown: () => Promise<void>;
}

/** The tracing the environment asks for, registered globally; undefined when disabled. */
export function startBackofficeTracing(
  env: Record<string, string | undefined>,
): BackofficeTracing | undefined {
  const core = startServerTracing(env, 'clubshop-backoffice');
  if (!core) return undefined;
  return {
    middleware: (c, next) =>
      core.serve(c.req.raw, {}, next, () => ({
        // The pattern of the handler that answered, known once it has (as metrics.ts reads it).
        route: routePath(c) || 'unmatched',
        status: c.res?.status ?? 500,
      })),
    fetch: (apiFetch) => core.fetch(apiFetch),
    logFields: core.logFields,
    shutdown: core.shutdown,
  };
}
