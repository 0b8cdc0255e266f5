/**
 * CORS for the storefront's origins: the Vite dev (5173) and preview (4173) servers on `localhost`,
 * `127.0.0.1` and every `<club>-<country>.localhost`, plus plain localhost on any port.
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

const allowedOrigin = /^https?:\/\/(?:[a-z0-9-]+\.)*localhost(?::\d+)?$|^https?:\/\/127\.0\.0\.1(?::\d+)?$/;

/** `true` for an origin the storefront runs under. */
export function isAllowedOrigin(origin: string): boolean {
  return allowedOrigin.test(origin);
}

/**
 * The CORS middleware of the API. Preflights (OPTIONS) are answered by hono's `cors`; every other
 * request gets the same headers hono's `cors` would add (Allow-Origin when allowed,
 * Allow-Credentials, `Vary: Origin`), but written onto the finished response's headers after the
 * handler. hono's middleware reads `c.res` before the handler and calls `c.header()` after it,
 * which makes the response be built twice (the second time as a full undici Response with its
 * body copied): more than a third of the CPU of a cached GET.
 */
export function storefrontCors(): MiddlewareHandler {
  const preflight = cors({
    origin: (origin) => (isAllowedOrigin(origin) ? origin : null),
    allowHeaders: [
      'Content-Type',
      'Accept',
      'Authorization',
      'StoreId',
      'culture',
      'currency',
      'rootCategoryId',
    ],
    allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 600,
    credentials: true,
  });
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const origin = c.req.header('origin');
    const headers = c.res.headers;
    try {
      if (origin && isAllowedOrigin(origin)) headers.set('Access-Control-Allow-Origin', origin);
      headers.set('Access-Control-Allow-Credentials', 'true');
      headers.append('Vary', 'Origin');
    } catch {
      // A response with immutable headers (none of ours): set them the slow way.
      if (origin && isAllowedOrigin(origin)) c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Credentials', 'true');
      c.header('Vary', 'Origin', { append: true });
    }
  };
}
