/**
 * The route label of the storefront server's metrics (metrics.ts): a bounded name of what a path
 * is (the server's own routes, `(api)` for what it forwards to the API, a fixed page's pattern
 * such as `/basket/`, `(page)` for a content path), never the path. Apart from metrics.ts so the
 * server's app loads without prom-client where no metrics are asked for.
 */
import { matchPageRoute } from '../src/routing/match-route.ts';
import { DICTIONARY_PATH } from '../src/ssr/dictionary-file.ts';
import { SETTINGS_FILE_PATH } from '../src/ssr/settings-file.ts';
import { isApiPath } from './api-proxy.ts';
import { BUILT_ASSETS_PATH } from './built-assets.ts';

/** The path of the metrics endpoint. */
export const METRICS_PATH = '/metrics';

const ownRoutes = new Set(['/healthz', METRICS_PATH, '/robots.txt', '/sitemap.xml', SETTINGS_FILE_PATH]);

/** The route label of a path: bounded by the code, whatever the path asked for. */
export function routeLabel(pathname: string): string {
  if (ownRoutes.has(pathname)) return pathname;
  if (isApiPath(pathname)) return '(api)';
  if (pathname.startsWith('/sitemap/')) return '/sitemap/:file';
  if (DICTIONARY_PATH.test(pathname)) return '/_dictionary/:file';
  if (pathname.startsWith(BUILT_ASSETS_PATH)) return `${BUILT_ASSETS_PATH}*`;
  if (/\.\w+$/.test(pathname)) return '(file)';
  return matchPageRoute(pathname)?.route.path ?? '(page)';
}
