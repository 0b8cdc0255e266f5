/**
 * OpenTelemetry traces of the storefront server (issue 42, decision 0103), set up by each server
 * process at its start (start.ts) and loaded nowhere else: the unit tests and the development
 * server load no OpenTelemetry. The setup is the one all three servers share
 * (`@clubshop/server-tracing`, decision 0110); what is the storefront's own:
 *
 * - the server span is named after the path's route label (route-label.ts: `GET /product/:slug/`,
 *   never the path asked for);
 * - the client span per call to the commerce API (the page's own calls through the SDK and the
 *   forwarded `/api` calls alike: app.ts wraps the one fetch they all use) keeps the path cut as
 *   the request log cuts it;
 * - `logFields`, pino's mixin: every line of the request log carries `trace_id` and `span_id`.
 *
 * Service name by default `clubshop-storefront`.
 */
import type { FetchFunction } from '@clubshop/api-sdk';
import { startServerTracing } from '@clubshop/server-tracing';
import { loggedPath } from './request-log.ts';

/** The tracing of a storefront server process. */
export interface ServerTracing {
  /** Whether spans are recorded and exported (an OTLP endpoint is set). */
  exporting: boolean;
  /**
   * Runs `handle` in the request's server span (active while it runs), named `METHOD route`;
   * `status` is read when it is done.
   */
  serve: (
    request: Request,
    route: string,
    handle: () => Promise<void>,
    status: () => number,
  ) => Promise<void>;
  /** `fetchApi` with a client span per call and the call's `traceparent`. */
  fetch: (fetchApi: FetchFunction) => FetchFunction;
  /** pino's mixin: the active span's `trace_id` and `span_id`, when there is one. */
  logFields: () => Record<string, string>;
  /** Sends what is buffered and stops (the server's shutdown). */
  shutdown: () => Promise<void>;
}

/** The tracing the environment asks for, registered globally; undefined when disabled. */
export function startStorefrontTracing(env: Record<string, string | undefined>): ServerTracing | undefined {
  const core = startServerTracing(env, 'clubshop-storefront');
  if (!core) return undefined;
  return {
    exporting: core.exporting,
    serve: (request, route, handle, status) =>
      core.serve(request, { route }, handle, () => ({ status: status() })),
    fetch: (fetchApi) => {
      // Without the query, long segments (a basket token) cut, as the request log has it.
      const traced = core.fetch(fetchApi, loggedPath);
      // As app.ts does: ky hands over a Request, other callers a URL and init.
      return (input, init) => traced(new Request(input, init));
    },
    logFields: core.logFields,
    shutdown: core.shutdown,
  };
}
