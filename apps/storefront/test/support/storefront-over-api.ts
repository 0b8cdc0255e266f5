import type { TestApi } from '@clubshop/commerce-api/testing';
import { createStorefrontServer, type StorefrontServerOptions } from '../../server/app.ts';
import { developmentAssets } from '../../server/client-assets.ts';
import { renderPage, renderSiteFile } from '../../src/entry-server.tsx';

/** A logger that writes nothing (the tests read answers, not log lines). */
export const silentLogger = { error: () => undefined, warn: () => undefined };

/**
 * The storefront server the unit tests ask, in process, over a test API (`inProcessApi()`'s, or
 * any with an `origin` and a `fetch`): real pages with development assets, behind one proxy, no
 * log lines, without form actions unless `options` bring `act`. `options` replace any of these.
 */
export function storefrontOverApi(
  testApi: Pick<TestApi, 'origin' | 'fetch'>,
  options: Partial<StorefrontServerOptions> = {},
): ReturnType<typeof createStorefrontServer> {
  return createStorefrontServer({
    render: renderPage,
    renderSiteFile,
    assets: developmentAssets,
    apiUrl: testApi.origin,
    apiFetch: (input, init) => testApi.fetch(input, init),
    trustedProxies: 1,
    logger: silentLogger,
    ...options,
  });
}

/**
 * A form of the page `path` of `shop` posted with `fields` as a browser on the shop's own page
 * posts it (same origin, redirects not followed); `headers` go on top.
 */
export function sameOriginFormPost(
  shop: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Request {
  return new Request(`${shop}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: shop,
      'Sec-Fetch-Site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}
