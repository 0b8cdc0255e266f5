/**
 * Cache-Control and Vary of the API's answers, right for browsers and for a CDN in front:
 * - personal answers (tokens, baskets, checkout, accounts) and errors: `no-store`, the default
 *   of every `/api` answer that names nothing else;
 * - public answers: `public` with a lifetime, and `Vary` on every request header they depend on.
 *   Catalogue and content answers depend on the site and its culture and currency, which the
 *   headers of docs/product/requirements.md#api-calls choose (`StoreId`, `rootCategoryId`,
 *   `culture`, `currency`; without them the host, which is part of every cache key anyway). The settings answer depends on its `url`
 *   query only. CORS adds `Vary: Origin` to everything. No public answer depends on
 *   `Authorization`: the catalogue is the same for every shopper.
 */
import type { Context, MiddlewareHandler } from 'hono';

/** The request headers a site's catalogue and content answers depend on. */
export const siteVaryHeaders = 'StoreId, rootCategoryId, culture, currency';

/** Answers that depend on no request header but their URL. */
const urlOnlyPaths = new Set(['/api/settings']);

/** Tokens and personal data: never stored by any cache. */
export function noStore(c: Context): void {
  c.header('Cache-Control', 'no-store');
  c.header('Pragma', 'no-cache');
}

/** Public data a cache may keep but must check with the API (ETag, 304) before each use. */
export const publicRevalidate = { 'Cache-Control': 'public, no-cache' };

/** Middleware: `no-store` unless the route said otherwise; `Vary` on the site headers when public. */
export function cacheHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const cacheControl = headers.get('Cache-Control');
    try {
      if (!cacheControl) headers.set('Cache-Control', 'no-store');
      else if (cacheControl.includes('public') && !urlOnlyPaths.has(c.req.path)) {
        headers.append('Vary', siteVaryHeaders);
      }
    } catch {
      if (!cacheControl) c.header('Cache-Control', 'no-store');
      else if (cacheControl.includes('public') && !urlOnlyPaths.has(c.req.path)) {
        c.header('Vary', siteVaryHeaders, { append: true });
      }
    }
  };
}
