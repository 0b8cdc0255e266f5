// @vitest-environment node
/**
 * The route label of the storefront server's metrics (server/route-label.ts, decision 0090):
 * bounded by the code whatever the path, never a path. The metrics themselves, and who may read
 * them, are checked over real sockets by metrics/prometheus-scrape.suite.ts.
 */
import { describe, expect, test } from 'vitest';
import { routeLabel } from '../server/route-label.ts';

describe('routeLabel', () => {
  test('names a route, never a path', () => {
    expect(routeLabel('/healthz')).toBe('/healthz');
    expect(routeLabel('/metrics')).toBe('/metrics');
    expect(routeLabel('/api/baskets/a-secret-token')).toBe('(api)');
    expect(routeLabel('/images/abc/400.webp')).toBe('(api)');
    expect(routeLabel('/assets/index-abc123.js')).toBe('/assets/*');
    expect(routeLabel('/favicon.ico')).toBe('(file)');
    expect(routeLabel('/sitemap/products-3.xml')).toBe('/sitemap/:file');
    expect(routeLabel('/_dictionary/de-DE.json')).toBe('/_dictionary/:file');
    expect(routeLabel('/men/shirts/some-product-1000/')).toBe('(page)');
    expect(routeLabel('/cart/')).toBe('/cart/');
    expect(routeLabel('/user/order-history/A-10023/')).toBe('/user/order-history/:orderId/');
    expect(routeLabel(`/${'x'.repeat(300)}/`)).toBe('(page)');
  });
});
