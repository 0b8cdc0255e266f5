/**
 * OpenTelemetry traces of the back-office server (issue 42, decision 0103), set up at its start
 * (start.ts) and loaded nowhere else: the unit tests load no OpenTelemetry.
 *
 * - A server span per request, continuing the caller's W3C `traceparent`, named after the
 *   pattern of the handler that answered (as the metrics label it), with the HTTP status.
 * - A client span per call to the commerce API (the sign-in, the token refresh, the forwarded
 *   admin API calls: app.ts wraps the one fetch they use), whose `traceparent` goes with the call.
 *
 * The back office logs with `console` (no pino logger): its lines carry no trace id.
 *
 * Spans are exported by OTLP/HTTP (JSON) when `OTEL_EXPORTER_OTLP_ENDPOINT` (or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set, under `OTEL_SERVICE_NAME` (default
 * `clubshop-backoffice`). Without it nothing is recorded: a caller's `traceparent` is only carried
 * through to the API. `OTEL_SDK_DISABLED=true` turns even that off.
 */
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  type TextMapGetter,
  type TextMapSetter,
  trace,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVER_ADDRESS,
  ATTR_SERVER_PORT,
  ATTR_SERVICE_NAME,
} from '@opentelemetry/semantic-conventions';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';

/** The tracing of the back-office server. */
export interface BackofficeTracing {
  /** Middleware (outermost): the request's server span, active while it is answered. */
  middleware: MiddlewareHandler;
  /** `apiFetch` with a client span per call and the call's `traceparent`. */
  fetch: (apiFetch: (request: Request) => Promise<Response>) => (request: Request) => Promise<Response>;
  /** Sends what is buffered and stops. */
  shutdown: () => Promise<void>;
}

const headerGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};
const headerSetter: TextMapSetter<Headers> = {
  set: (headers, key, value) => headers.set(key, value),
};

/** The tracing the environment asks for, registered globally; undefined when disabled. */
export function startBackofficeTracing(
  env: Record<string, string | undefined>,
): BackofficeTracing | undefined {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  const exporting = Boolean(
    env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim(),
  );
  let provider: NodeTracerProvider | undefined;
  if (exporting) {
    provider = new NodeTracerProvider({
      resource: resourceFromAttributes({
        [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME?.trim() || 'clubshop-backoffice',
      }).merge(detectResources({ detectors: [envDetector] })),
      spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
    });
  }
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  if (provider) trace.setGlobalTracerProvider(provider);
  const tracer = trace.getTracer('clubshop-backoffice');

  return {
    middleware: (c, next) =>
      tracer.startActiveSpan(
        c.req.method,
        { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: c.req.method } },
        propagation.extract(ROOT_CONTEXT, c.req.raw.headers, headerGetter),
        async (span) => {
          try {
            await next();
          } finally {
            if (span.isRecording()) {
              // The pattern of the handler that answered, known once it has (as metrics.ts reads it).
              const route = routePath(c) || 'unmatched';
              const status = c.res?.status ?? 500;
              span.updateName(`${c.req.method} ${route}`);
              span.setAttribute(ATTR_HTTP_ROUTE, route);
              span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
              if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
            }
            span.end();
          }
        },
      ),
    fetch: (apiFetch) => (request) => {
      const url = new URL(request.url);
      return tracer.startActiveSpan(
        request.method,
        {
          kind: SpanKind.CLIENT,
          attributes: {
            [ATTR_HTTP_REQUEST_METHOD]: request.method,
            [ATTR_SERVER_ADDRESS]: url.hostname,
            [ATTR_SERVER_PORT]: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
          },
        },
        async (span) => {
          propagation.inject(context.active(), request.headers, headerSetter);
          try {
            const answer = await apiFetch(request);
            if (span.isRecording()) {
              span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, answer.status);
              if (answer.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
            }
            return answer;
          } catch (error) {
            span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
            throw error;
          } finally {
            span.end();
          }
        },
      );
    },
    shutdown: async () => {
      await provider?.shutdown();
    },
  };
}
