/**
 * OpenTelemetry traces of a ClubShop server (issue 42, decisions 0103 and 0110): the one setup the
 * commerce API (`src/server/tracing.ts`), the storefront server and the back-office server
 * (`server/tracing.ts` each) start from at their start, and nowhere else: their unit tests and
 * in-process test APIs load no OpenTelemetry. Each server's own module adds only what is its own
 * (how it names a request's route, how it cuts a path, the API's query spans).
 *
 * - {@link ServerTracingCore.serve}: a server span per request, continuing the caller's W3C
 *   `traceparent`, named `METHOD route`, with the HTTP attributes and status; a 5xx marks it failed.
 * - {@link ServerTracingCore.fetch}: a client span per call to the commerce API, whose
 *   `traceparent` goes with the call (the API's span is its child).
 * - {@link ServerTracingCore.childSpan}: any other client span (the API's queries).
 * - {@link ServerTracingCore.logFields}: pino's mixin, the active span's `trace_id` and `span_id`.
 *
 * Spans are exported by OTLP/HTTP (JSON) when `OTEL_EXPORTER_OTLP_ENDPOINT` (or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set, under `OTEL_SERVICE_NAME` (default: the server's
 * name). Without it nothing is recorded: a caller's `traceparent` is only carried through, for
 * near-zero cost. `OTEL_SDK_DISABLED=true` turns even that off.
 */
import {
  type Attributes,
  context,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  type Span,
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

/** A request's method and headers (a fetch `Request`, or Hono's `c.req.raw`). */
export interface TracedRequest {
  method: string;
  headers: Headers;
}

/** How a served request ended: its status, and its route when known only once it is answered. */
export interface ServedRequest {
  status: number;
  route?: string;
}

/** The tracing of one server process, started by {@link startServerTracing}. */
export interface ServerTracingCore {
  /** Whether spans are recorded and exported (an OTLP endpoint is set). */
  exporting: boolean;
  /**
   * Runs `handle` in the request's server span (active while it runs), named `METHOD route`
   * (`METHOD` alone while `route` is unknown); `ended` is read when it is done, only if the span
   * records: its status, and the route if it was not known at the start.
   */
  serve: (
    request: TracedRequest,
    start: { route?: string; attributes?: Attributes },
    handle: () => Promise<void>,
    ended: () => ServedRequest,
  ) => Promise<void>;
  /**
   * `fetchApi` with a client span per call and the call's `traceparent`; `urlPath`, when given,
   * says what of the called path the span may keep (`url.path`).
   */
  fetch: (
    fetchApi: (request: Request) => Promise<Response>,
    urlPath?: (pathname: string) => string,
  ) => (request: Request) => Promise<Response>;
  /** Runs `run` in a client span named `name`, a child of the active one; a throw marks it failed. */
  childSpan: <T>(name: string, attributes: Attributes, run: () => Promise<T>) => Promise<T>;
  /** Whether the active span (if any) is recorded. */
  recording: () => boolean;
  /** pino's mixin: the active span's `trace_id` and `span_id`, when there is one. */
  logFields: () => Record<string, string>;
  /** Sends what is buffered and stops (the server's shutdown). */
  shutdown: () => Promise<void>;
}

/** Reads `traceparent` (and `tracestate`) off a fetch `Headers`. */
const headerGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};
const headerSetter: TextMapSetter<Headers> = {
  set: (headers, key, value) => headers.set(key, value),
};

/** Ends `span` after `run`, marking it failed if `run` throws. */
async function inSpan<T>(span: Span, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
    throw error;
  } finally {
    span.end();
  }
}

/** Sets the response status on a recorded span; a 5xx marks it failed. */
function recordStatus(span: Span, status: number): void {
  span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
}

/**
 * The tracing the environment asks for, registered globally, for the server named `serviceName`
 * (`clubshop-api`, `clubshop-storefront`, `clubshop-backoffice`: the default service name and the
 * tracer's name); undefined when disabled.
 */
export function startServerTracing(
  env: Record<string, string | undefined>,
  serviceName: string,
): ServerTracingCore | undefined {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  const exporting = Boolean(
    env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim(),
  );
  let provider: NodeTracerProvider | undefined;
  if (exporting) {
    provider = new NodeTracerProvider({
      resource: resourceFromAttributes({
        [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME?.trim() || serviceName,
      }).merge(detectResources({ detectors: [envDetector] })),
      // The exporter reads the endpoint, headers and timeout from the OTEL_EXPORTER_OTLP_* variables.
      spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
    });
  }
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  if (provider) trace.setGlobalTracerProvider(provider);
  const tracer = trace.getTracer(serviceName);

  return {
    exporting,
    serve: (request, start, handle, ended) =>
      tracer.startActiveSpan(
        start.route ? `${request.method} ${start.route}` : request.method,
        {
          kind: SpanKind.SERVER,
          attributes: {
            [ATTR_HTTP_REQUEST_METHOD]: request.method,
            ...(start.route ? { [ATTR_HTTP_ROUTE]: start.route } : {}),
            ...start.attributes,
          },
        },
        propagation.extract(ROOT_CONTEXT, request.headers, headerGetter),
        async (span) => {
          try {
            await handle();
          } finally {
            if (span.isRecording()) {
              const { status, route } = ended();
              if (route && !start.route) {
                span.updateName(`${request.method} ${route}`);
                span.setAttribute(ATTR_HTTP_ROUTE, route);
              }
              recordStatus(span, status);
            }
            span.end();
          }
        },
      ),
    fetch: (fetchApi, urlPath) => (request) => {
      const url = new URL(request.url);
      return tracer.startActiveSpan(
        request.method,
        {
          kind: SpanKind.CLIENT,
          attributes: {
            [ATTR_HTTP_REQUEST_METHOD]: request.method,
            [ATTR_SERVER_ADDRESS]: url.hostname,
            [ATTR_SERVER_PORT]: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
            ...(urlPath ? { [ATTR_URL_PATH]: urlPath(url.pathname) } : {}),
          },
        },
        (span) => {
          propagation.inject(context.active(), request.headers, headerSetter);
          return inSpan(span, async () => {
            const answer = await fetchApi(request);
            if (span.isRecording()) recordStatus(span, answer.status);
            return answer;
          });
        },
      );
    },
    childSpan: (name, attributes, run) =>
      tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, (span) => inSpan(span, run)),
    recording: () => trace.getActiveSpan()?.isRecording() ?? false,
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
