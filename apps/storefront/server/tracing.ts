/**
 * OpenTelemetry traces of the storefront server (issue 42, decision 0103), set up by each server
 * process at its start (start.ts) and loaded nowhere else: the unit tests and the development
 * server load no OpenTelemetry.
 *
 * - A server span per request, continuing the caller's W3C `traceparent` (a page cache's, a
 *   browser's), named after the path's route label (route-label.ts: `GET /product/:slug/`, never
 *   the path asked for), with the HTTP attributes and status.
 * - A client span per call to the commerce API (the page's own calls through the SDK and the
 *   forwarded `/api` calls alike: app.ts wraps the one fetch they all use), whose `traceparent`
 *   goes with the call: the API's span is its child.
 * - `logFields`, pino's mixin: every line of the request log carries `trace_id` and `span_id`.
 *
 * Spans are exported by OTLP/HTTP (JSON) when `OTEL_EXPORTER_OTLP_ENDPOINT` (or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set, under `OTEL_SERVICE_NAME` (default
 * `clubshop-storefront`). Without it nothing is recorded: a caller's `traceparent` is only carried
 * through to the API, for near-zero cost. `OTEL_SDK_DISABLED=true` turns even that off.
 */
import type { FetchFunction } from '@clubshop/api-sdk';
import {
  context,
  isSpanContextValid,
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
  ATTR_URL_PATH,
} from '@opentelemetry/semantic-conventions';
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

const headerGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};
const headerSetter: TextMapSetter<Headers> = {
  set: (headers, key, value) => headers.set(key, value),
};

/** The tracing the environment asks for, registered globally; undefined when disabled. */
export function startStorefrontTracing(env: Record<string, string | undefined>): ServerTracing | undefined {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  const exporting = Boolean(
    env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim(),
  );
  let provider: NodeTracerProvider | undefined;
  if (exporting) {
    provider = new NodeTracerProvider({
      resource: resourceFromAttributes({
        [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME?.trim() || 'clubshop-storefront',
      }).merge(detectResources({ detectors: [envDetector] })),
      // The exporter reads the endpoint, headers and timeout from the OTEL_EXPORTER_OTLP_* variables.
      spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
    });
  }
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  if (provider) trace.setGlobalTracerProvider(provider);
  const tracer = trace.getTracer('clubshop-storefront');

  return {
    exporting,
    serve: (request, route, handle, status) =>
      tracer.startActiveSpan(
        `${request.method} ${route}`,
        {
          kind: SpanKind.SERVER,
          attributes: { [ATTR_HTTP_REQUEST_METHOD]: request.method, [ATTR_HTTP_ROUTE]: route },
        },
        propagation.extract(ROOT_CONTEXT, request.headers, headerGetter),
        async (span) => {
          try {
            await handle();
          } finally {
            if (span.isRecording()) {
              const code = status();
              span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, code);
              if (code >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
            }
            span.end();
          }
        },
      ),
    fetch:
      (fetchApi) =>
      (input, init): Promise<Response> => {
        // As app.ts does: ky hands over a Request, other callers a URL and init.
        const request = new Request(input, init);
        const url = new URL(request.url);
        return tracer.startActiveSpan(
          request.method,
          {
            kind: SpanKind.CLIENT,
            attributes: {
              [ATTR_HTTP_REQUEST_METHOD]: request.method,
              [ATTR_SERVER_ADDRESS]: url.hostname,
              [ATTR_SERVER_PORT]: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
              // Without the query, long segments (a basket token) cut, as the request log has it.
              [ATTR_URL_PATH]: loggedPath(url.pathname),
            },
          },
          async (span) => {
            propagation.inject(context.active(), request.headers, headerSetter);
            try {
              const answer = await fetchApi(request);
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
    logFields: () => {
      const spanContext = trace.getActiveSpan()?.spanContext();
      return spanContext && isSpanContextValid(spanContext)
        ? { trace_id: spanContext.traceId, span_id: spanContext.spanId }
        : {};
    },
    shutdown: async () => {
      await provider?.shutdown();
    },
  };
}
