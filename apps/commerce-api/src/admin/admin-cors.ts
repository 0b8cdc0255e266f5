/**
 * CORS of the admin API: only the back-office origins of ADMIN_ORIGINS (exactly, scheme and port
 * included), never the storefronts' origins nor the development localhost rule. With none
 * configured no browser page of another origin can read an admin answer.
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** The CORS middleware of `/admin/api/*`. */
export function adminCors(origins: readonly string[]): MiddlewareHandler {
  return cors({
    origin: (origin) => (origins.includes(origin) ? origin : null),
    allowHeaders: ['Content-Type', 'Accept', 'Authorization', 'If-Match', 'X-Request-Id'],
    allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['ETag', 'X-Request-Id', 'Retry-After', 'Content-Disposition'],
    maxAge: 600,
    credentials: false,
  });
}
