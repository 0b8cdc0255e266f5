/**
 * The request id and the request log line. Every answer carries `X-Request-Id` (the caller's own
 * when it sent a sane one, so a proxy's id follows the request through, else a new UUID), and
 * every request is logged once when answered: method, route, status, duration and the id.
 *
 * What is never logged: query strings (they can hold search terms, emails, tokens), the path's
 * parameters (basket tokens and payment session ids are bearer secrets: the route pattern
 * `/api/baskets/:token` is logged instead), headers, bodies and client addresses.
 */
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from '../logging/logger.ts';

const saneRequestId = /^[\w.:@/+=-]{1,128}$/;

/** The id of a request: the incoming `X-Request-Id` when sane, else a new one. */
export function requestIdOf(c: Context): string {
  const incoming = c.req.header('x-request-id');
  return incoming && saneRequestId.test(incoming) ? incoming : randomUUID();
}

/**
 * The path to log: the matched route's pattern (`/api/baskets/:token`); for a path no route
 * matched, the path with every long segment (a token, perhaps) cut.
 */
export function loggedPath(c: Context): string {
  const route = routePath(c, -1);
  if (route && !route.endsWith('*')) return route;
  return c.req.path
    .split('/')
    .map((segment) => (segment.length > 24 ? `${segment.slice(0, 4)}…` : segment))
    .join('/');
}

/** Middleware: sets `c.var.requestId`, answers it in `X-Request-Id` and logs the request. */
export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c);
    c.set('requestId', requestId);
    await next();
    try {
      c.res.headers.set('X-Request-Id', requestId);
    } catch {
      c.header('X-Request-Id', requestId);
    }
    if (logger.isLevelEnabled('info')) {
      logger.info(
        {
          reqId: requestId,
          method: c.req.method,
          path: loggedPath(c),
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    }
  };
}
