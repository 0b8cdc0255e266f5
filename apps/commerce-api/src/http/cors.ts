/**
 * CORS for the storefronts' origins, from configuration and the database, not code:
 * - every origin in ALLOWED_ORIGINS (exactly, scheme and port included);
 * - `https://<host>` of every site's `host_name` (with the development rule, `http://` and any
 *   port as well);
 * - development rule (`LOCALHOST_SITES`): every origin of the localhost family on any port
 *   (`http://localhost:5173`, `http://riverside-dk.localhost:4174`, `http://127.0.0.1:4100`).
 * Anything else gets no Access-Control-Allow-Origin, so browsers keep its pages from reading
 * the answers.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { isLocalhostFamily } from '../sites/origins.ts';
import type { SiteDirectory } from '../sites/site-directory.ts';
import type { SiteRules } from './site.ts';

/** `true` for an origin a storefront of ours runs under. */
export async function isAllowedOrigin(
  origin: string,
  directory: SiteDirectory,
  rules: Pick<SiteRules, 'allowedOrigins' | 'localhostSites'>,
): Promise<boolean> {
  if (rules.allowedOrigins.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  if (rules.localhostSites && isLocalhostFamily(url.hostname)) return true;
  if (!(await directory.byHost(url.hostname))) return false;
  return rules.localhostSites || (url.protocol === 'https:' && url.port === '');
}

/**
 * The CORS middleware of the API. Preflights (OPTIONS) are answered by hono's `cors`; every other
 * request gets the same headers hono's `cors` would add (Allow-Origin when allowed,
 * Allow-Credentials, `Vary: Origin`), but written onto the finished response's headers after the
 * handler. hono's middleware reads `c.res` before the handler and calls `c.header()` after it,
 * which makes the response be built twice (the second time as a full undici Response with its
 * body copied): more than a third of the CPU of a cached GET.
 */
export function storefrontCors(
  directory: SiteDirectory,
  rules: Pick<SiteRules, 'allowedOrigins' | 'localhostSites'>,
): MiddlewareHandler {
  const allowed = async (origin: string) =>
    (await isAllowedOrigin(origin, directory, rules)) ? origin : null;
  const preflight = cors({
    origin: allowed,
    allowHeaders: [
      'Content-Type',
      'Accept',
      'Authorization',
      'StoreId',
      'culture',
      'currency',
      'rootCategoryId',
      'X-Request-Id',
    ],
    allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 600,
    credentials: true,
  });
  return async (c: Context, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const origin = c.req.header('origin');
    const allowOrigin = origin ? await allowed(origin) : null;
    const headers = c.res.headers;
    try {
      if (allowOrigin) {
        headers.set('Access-Control-Allow-Origin', allowOrigin);
        headers.set('Access-Control-Expose-Headers', 'X-Request-Id, Retry-After');
      }
      headers.set('Access-Control-Allow-Credentials', 'true');
      headers.append('Vary', 'Origin');
    } catch {
      // A response with immutable headers (none of ours): set them the slow way.
      if (allowOrigin) {
        c.header('Access-Control-Allow-Origin', allowOrigin);
        c.header('Access-Control-Expose-Headers', 'X-Request-Id, Retry-After');
      }
      c.header('Access-Control-Allow-Credentials', 'true');
      c.header('Vary', 'Origin', { append: true });
    }
  };
}
