/**
 * OpenTelemetry traces of the API (issue 42, decision 0103), set up once by the start command
 * (src/main.ts) and loaded nowhere else: the in-process test APIs load no OpenTelemetry. The
 * setup is the one all three servers share (`@clubshop/server-tracing`, decision 0110); what is
 * the API's own:
 *
 * - the server span per request, continuing the caller's W3C `traceparent` (the storefront's, the
 *   back office's), is named after the route's pattern (`GET /api/products/:id`);
 * - a child span per database query (`db.system` postgresql, the statement with its `$1`
 *   placeholders: never the values), only inside a recorded span: the change feed's polling and
 *   the start's own queries make no traces of their own;
 * - `logFields`, pino's mixin: every log line written inside a request carries its `trace_id`
 *   and `span_id`.
 *
 * Service name by default `clubshop-api`. Without an OTLP endpoint nothing is recorded: the
 * caller's `traceparent` is only carried through (log lines still name its trace).
 */
import { startServerTracing } from '@clubshop/server-tracing';
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  ATTR_URL_PATH,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions';
import type { MiddlewareHandler } from 'hono';
import type { QueryTracer } from '../db/traced-queries.ts';
import { routeLabel } from '../http/request-metrics.ts';

/** The tracing of a started API. */
export interface ApiTracing {
  /** Whether spans are recorded and exported (an OTLP endpoint is set). */
  exporting: boolean;
  /** Middleware (outermost): the request's server span, active while it is answered. */
  middleware: MiddlewareHandler;
  /** Wraps each database query in a child span of the active one. */
  traceQuery: QueryTracer;
  /** pino's mixin: the active span's `trace_id` and `span_id`, when there is one. */
  logFields: () => Record<string, string>;
  /** Sends what is buffered and stops (the API's shutdown). */
  shutdown: () => Promise<void>;
}

/** The longest statement a span keeps (a bulk insert's text can be long). */
const MAX_STATEMENT_CHARS = 4000;

/** The tracing the environment asks for, registered globally; undefined when disabled. */
export function startApiTracing(env: Record<string, string | undefined>): ApiTracing | undefined {
  const core = startServerTracing(env, 'clubshop-api');
  if (!core) return undefined;

  const middleware: MiddlewareHandler = (c, next) => {
    const route = routeLabel(c);
    return core.serve(c.req.raw, { route, attributes: { [ATTR_URL_PATH]: route } }, next, () => ({
      status: c.res?.status ?? 500,
    }));
  };

  const traceQuery: QueryTracer = (statement, run) => {
    if (!core.recording()) return run();
    const operation = /^\s*(\w+)/.exec(statement)?.[1]?.toUpperCase() ?? 'QUERY';
    const text =
      statement.length > MAX_STATEMENT_CHARS ? `${statement.slice(0, MAX_STATEMENT_CHARS)}…` : statement;
    return core.childSpan(
      operation,
      {
        'db.system': 'postgresql',
        [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
        [ATTR_DB_OPERATION_NAME]: operation,
        [ATTR_DB_QUERY_TEXT]: text,
        'db.statement': text,
      },
      run,
    );
  };

  return {
    exporting: core.exporting,
    middleware,
    traceQuery,
    logFields: core.logFields,
    shutdown: core.shutdown,
  };
}
