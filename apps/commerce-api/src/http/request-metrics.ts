/**
 * RED metrics per route (src/metrics/api-metrics.ts) and `GET /metrics`, the Prometheus text of
 * them (decision 0090). The route label is the pattern of the route that answered
 * (`/api/baskets/:token`, bounded by the code), never the path asked for: `unmatched` when no
 * route of the method matched (a 404, a preflight). A request the admission gate refused counts
 * under the route it asked for (Hono matches the routes before the middleware runs).
 *
 * `/metrics` is an operational route beside `/health` and `/ready`, outside the OpenAPI
 * documents. Who may read it is the one rule of `@clubshop/validation/metrics-access`: a peer on
 * loopback (the socket's address, never `X-Forwarded-For`), else `Authorization: Bearer
 * $METRICS_TOKEN`; the app called in process (no socket) is no loopback peer.
 */
import { metricsAccess } from '@clubshop/validation/metrics-access';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { ApiMetrics } from '../metrics/api-metrics.ts';
import { socketAddress } from './forwarded.ts';

/** The path of the metrics endpoint. */
export const metricsPath = '/metrics';

/** The pattern of the route that answered (its method's handler), or `unmatched`. */
export function routeLabel(c: Context): string {
  // Middleware is registered for every method (`ALL`); the last route of the request's method is
  // its handler (an admin route's access guard and handler share one pattern).
  const routes = matchedRoutes(c);
  for (let index = routes.length - 1; index >= 0; index--) {
    const route = routes[index];
    if (route && route.method !== 'ALL') return route.path;
  }
  return 'unmatched';
}

/** Middleware (outermost): counts and times every request by method, route and status class. */
export function requestMetrics(metrics: ApiMetrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const status = c.res?.status ?? 500;
      metrics.observeRequest(c.req.method, routeLabel(c), status, (performance.now() - started) / 1000);
    }
  };
}

/** The handler of `GET /metrics`. */
export function metricsEndpoint(
  metrics: ApiMetrics,
  token: string | undefined,
): (c: Context) => Promise<Response> {
  return async (c) => {
    const access = metricsAccess({
      peerAddress: socketAddress(c),
      authorization: c.req.header('authorization'),
      token,
    });
    if (!access.allowed) return c.json(access.body, access.status, access.headers);
    return c.body(await metrics.registry.metrics(), 200, {
      'Content-Type': metrics.registry.contentType,
      'Cache-Control': 'no-store',
    });
  };
}
