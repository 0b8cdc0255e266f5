/**
 * CORS for the storefront's origins: the Vite dev (5173) and preview (4173) servers on `localhost`,
 * `127.0.0.1` and every `<club>-<country>.localhost`, plus plain localhost on any port.
 */
import { cors } from 'hono/cors';

const allowedOrigin = /^https?:\/\/(?:[a-z0-9-]+\.)*localhost(?::\d+)?$|^https?:\/\/127\.0\.0\.1(?::\d+)?$/;

/** `true` for an origin the storefront runs under. */
export function isAllowedOrigin(origin: string): boolean {
  return allowedOrigin.test(origin);
}

/** The CORS middleware of the API. */
export function storefrontCors() {
  return cors({
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
}
