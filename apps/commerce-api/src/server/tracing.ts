/**
 * OpenTelemetry traces of the API (issue 42, decision 0103), set up once by the start command
 * (src/main.ts) and loaded nowhere else: the in-process test APIs load no OpenTelemetry.
 *
 * - A server span per request, continuing the caller's W3C `traceparent` (the storefront's, the
 *   back office's), named after the route's pattern (`GET /api/products/:id`) with the HTTP
 *   attributes and status; a 5xx marks it failed.
 * - A child span per database query (`db.system` postgresql, the statement with its `$1`
 *   placeholders: never the values), only inside a recorded span: the change feed's polling and
 *   the start's own queries make no traces of their own.
 * - `logFields`, pino's mixin: every log line written inside a request carries its `trace_id`
 *   and `span_id`.
 *
 * Spans are exported by OTLP/HTTP (JSON) when `OTEL_EXPORTER_OTLP_ENDPOINT` (or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set, under `OTEL_SERVICE_NAME` (default
 * `clubshop-api`). Without it nothing is recorded: the caller's `traceparent` is only carried
 * through (log lines still name its trace) for near-zero cost. `OTEL_SDK_DISABLED=true` turns
 * even that off.
 */
import {
  type Context,
  context,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  type TextMapGetter,
  trace,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVICE_NAME,
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

/** Reads `traceparent` (and `tracestate`) off a fetch `Headers`. */
const headerGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

/** The longest statement a span keeps (a bulk insert's text can be long). */
const MAX_STATEMENT_CHARS = 4000;

/** The tracing the environment asks for, registered globally; undefined when disabled. */
export function startApiTracing(env: Record<string, string | undefined>): ApiTracing | undefined {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  const exporting = Boolean(
    env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim(),
  );
  let provider: NodeTracerProvider | undefined;
  if (exporting) {
    provider = new NodeTracerProvider({
      resource: resourceFromAttributes({
        [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME?.trim() || 'clubshop-api',
      }).merge(detectResources({ detectors: [envDetector] })),
      // The exporter reads the endpoint, headers and timeout from the OTEL_EXPORTER_OTLP_* variables.
      spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
    });
  }
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  if (provider) trace.setGlobalTracerProvider(provider);
  const tracer = trace.getTracer('clubshop-api');

  const middleware: MiddlewareHandler = (c, next) => {
    const parent: Context = propagation.extract(ROOT_CONTEXT, c.req.raw.headers, headerGetter);
    const route = routeLabel(c);
    return tracer.startActiveSpan(
      `${c.req.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          [ATTR_HTTP_REQUEST_METHOD]: c.req.method,
          [ATTR_HTTP_ROUTE]: route,
          [ATTR_URL_PATH]: route,
        },
      },
      parent,
      async (span) => {
        try {
          await next();
        } finally {
          const status = c.res?.status ?? 500;
          if (span.isRecording()) {
            span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
            if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          }
          span.end();
        }
      },
    );
  };

  const traceQuery: QueryTracer = (statement, run) => {
    if (!trace.getActiveSpan()?.isRecording()) return run();
    const operation = /^\s*(\w+)/.exec(statement)?.[1]?.toUpperCase() ?? 'QUERY';
    const text =
      statement.length > MAX_STATEMENT_CHARS ? `${statement.slice(0, MAX_STATEMENT_CHARS)}…` : statement;
    return tracer.startActiveSpan(
      operation,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system': 'postgresql',
          [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
          [ATTR_DB_OPERATION_NAME]: operation,
          [ATTR_DB_QUERY_TEXT]: text,
          'db.statement': text,
        },
      },
      async (span) => {
        try {
          return await run();
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
          throw error;
        } finally {
          span.end();
        }
      },
    );
  };

  const logFields = (): Record<string, string> => {
    const spanContext = trace.getActiveSpan()?.spanContext();
    return spanContext && isSpanContextValid(spanContext)
      ? { trace_id: spanContext.traceId, span_id: spanContext.spanId }
      : {};
  };

  return {
    exporting,
    middleware,
    traceQuery,
    logFields,
    shutdown: async () => {
      await provider?.shutdown();
    },
  };
}
