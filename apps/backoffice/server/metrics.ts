/**
 * The back-office server's Prometheus metrics (`GET /metrics`, issue 42, decision 0090), on
 * prom-client with a registry per server: RED per route as the API and the storefront name them
 * (`clubshop_http_requests_total{method,route,status_class}`,
 * `clubshop_http_request_duration_seconds{method,route}`), the route being the pattern of the
 * handler that answered (`/admin/api/*`, `/sign-in`, `*` for the app and its files), never the
 * path; and the process's own (`collectDefaultMetrics`) when asked (the server).
 *
 * Who may read them is the one rule of `@clubshop/validation/metrics-access`: a loopback peer
 * (the socket's address), else `Authorization: Bearer $METRICS_TOKEN`.
 */
import { metricsAccess } from '@clubshop/validation/metrics-access';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** The path of the metrics endpoint. */
export const METRICS_PATH = '/metrics';

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The latency buckets, seconds: 5 ms to 10 s (as the API's). */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The metrics of one back-office server. */
export interface BackofficeMetrics {
  readonly registry: Registry;
  /** Middleware (outermost): counts and times every request by method, route and status class. */
  middleware: MiddlewareHandler;
  /** The handler of `GET /metrics`, with the token a peer not on loopback must bring. */
  endpoint: (token: string | undefined) => (c: Context) => Promise<Response>;
}

/** Creates the metrics of a server (`processMetrics`: the process's own too). */
export function createBackofficeMetrics(options: { processMetrics?: boolean } = {}): BackofficeMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'clubshop_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'clubshop_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (until the answer headers), by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: latencyBuckets,
    registers: [registry],
  });
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  return {
    registry,
    middleware: async (c, next) => {
      const started = performance.now();
      try {
        await next();
      } finally {
        const method = knownMethods.has(c.req.method) ? c.req.method : 'other';
        // The pattern of the handler that answered (Hono's index of the last one it ran).
        const answered = routePath(c) || 'unmatched';
        const route = answered === '*' && c.req.path.startsWith('/assets/') ? '/assets/*' : answered;
        requests.inc({ method, route, status_class: `${Math.floor((c.res?.status ?? 500) / 100)}xx` });
        duration.observe({ method, route }, (performance.now() - started) / 1000);
      }
    },
    endpoint: (token) => async (c) => {
      type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };
      const access = metricsAccess({
        peerAddress: (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress,
        authorization: c.req.header('authorization'),
        token,
      });
      if (!access.allowed) return c.json(access.body, access.status, access.headers);
      return c.body(await registry.metrics(), 200, {
        'Content-Type': registry.contentType,
        'Cache-Control': 'no-store',
      });
    },
  };
}
