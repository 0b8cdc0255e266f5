// @vitest-environment node
/**
 * A page a shared cache fetches to keep (`Page-Cache-Fetch`, set by deploy/varnish/clubshop.vcl)
 * is rendered from the API's answers of now, not from the answers the server shares between pages
 * for a while: the fetch right after a purge shows what the purge was for. The storefront server
 * and the commerce API in process (page-cache/page-cache.suite.ts checks it through Varnish).
 */
import { describe, expect, test } from 'vitest';
import { createSharedAnswers } from '../src/entry-server.tsx';
import { PAGE_CACHE_FETCH_HEADER } from '../src/ssr/page-cache/page-cache-fetch.ts';
import { inProcessApi } from './support/in-process-api.ts';
import { storefrontOverApi } from './support/storefront-over-api.ts';

const api = inProcessApi();
const shop = 'http://northbridge-gb.localhost:5173';
const shirt = '/men/shirts/home-kit/classic-home-shirt-26-27-1000-navy/';

/** A storefront server sharing API answers for a minute, behind `trustedProxies` proxies. */
function storefront(trustedProxies: number) {
  const server = storefrontOverApi(api, {
    trustedProxies,
    // Shared for a minute: long enough that only a fresh fetch could show the edit.
    sharedAnswers: createSharedAnswers({ ttlMs: 60_000 }),
  });
  return async (headers: Record<string, string> = {}) =>
    (await server.fetch(new Request(`${shop}${shirt}`, { headers }))).text();
}

/** The cache tags a storefront server behind `trustedProxies` proxies sends with the shirt's page. */
async function cacheTagsBehind(trustedProxies: number) {
  const server = storefrontOverApi(api, {
    trustedProxies,
  });
  return (await server.fetch(new Request(`${shop}${shirt}`))).headers.get('surrogate-key');
}

/** Changes the shirt's description in the database behind the API's caches; returns it. */
async function describeAgain(): Promise<string> {
  const description = `Described again ${Date.now()}`;
  await api.database.db.execute(
    `update products set description = (select jsonb_object_agg(key, '${description}') from jsonb_each(description))
     where id = (select product_id from store_variants where store_id = 'northbridge-gb' and url = '${shirt}')`,
  );
  api.invalidateCatalogue();
  return description;
}

describe('a page cache fetch', () => {
  test('is rendered from fresh API answers while other requests share them', async () => {
    const page = storefront(1);
    expect(await page()).toContain('Classic Home Shirt 26/27');
    const description = await describeAgain();
    // A shopper's request renders from the shared answer (as before the edit)...
    expect(await page()).not.toContain(description);
    // ...the page cache's fetch from the API's answer of now.
    expect(await page({ [PAGE_CACHE_FETCH_HEADER]: '1' })).toContain(description);
  });

  test('is not believed from a shopper when no trusted proxy is in front', async () => {
    const page = storefront(0);
    expect(await page()).toContain('Classic Home Shirt 26/27');
    const description = await describeAgain();
    // The header alone does not skip the shared answers: the server is the edge.
    expect(await page({ [PAGE_CACHE_FETCH_HEADER]: '1' })).not.toContain(description);
  });
});

describe('the cache tags (Surrogate-Key)', () => {
  test('go to a page cache in front (a trusted proxy), never to a browser talking to the server', async () => {
    expect(await cacheTagsBehind(1)).toMatch(/\bsite-northbridge-gb\b.*\bproduct-/);
    expect(await cacheTagsBehind(0)).toBeNull();
  });
});
