// @vitest-environment node
/**
 * server/kept-pages.ts: an anonymous page is rendered once and served as it is to the next
 * anonymous shopper while the answers it was rendered from are fresh; never to a shopper with a
 * cookie of the shop, never a personal page, never past a change the API announced. The second
 * part runs the storefront server over the real commerce API in process.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { createKeptPages } from '../server/kept-pages.ts';
import { encodePage } from '../server/page-encoding.ts';
import { createQuietTime } from '../server/quiet-time.ts';
import { createSharedAnswers, type PageRenderResult, renderPage } from '../src/entry-server.tsx';
import {
  PERSONAL_PAGE_CACHE_CONTROL,
  SHARED_PAGE_CACHE_CONTROL,
} from '../src/ssr/page-cache/cache-policy.ts';
import { PAGE_CACHE_FETCH_HEADER } from '../src/ssr/page-cache/page-cache-fetch.ts';
import { inProcessApi } from './support/in-process-api.ts';
import { storefrontOverApi } from './support/storefront-over-api.ts';

const shirts = new URL('http://northbridge-gb.localhost:5173/men/shirts/');
const anonymous = { method: 'GET', cookieHeader: null };

/** A page as the renderer gives it: shared (hashes, public caching) unless told otherwise. */
function renderedPage(overrides: Partial<PageRenderResult> = {}, cacheControl = SHARED_PAGE_CACHE_CONTROL) {
  return {
    status: 200,
    headers: new Headers({ 'Cache-Control': cacheControl }),
    body: Buffer.from('<!doctype html><title>Shirts</title>'),
    inlineHashes: { scripts: [], styles: [] },
    ...overrides,
  } satisfies PageRenderResult;
}

describe('the kept pages', () => {
  test('a shared page is served to the next anonymous request until its answers are no longer fresh', () => {
    let clock = 0;
    let freshForMs = 5_000;
    const kept = createKeptPages({ freshForMs: () => freshForMs, now: () => clock });
    const page = renderedPage();
    kept.keep(shirts, anonymous, page, kept.generation());
    clock = 4_999;
    expect(kept.get(shirts, anonymous)).toEqual({ page, refresh: false });
    expect(kept.get(shirts, { method: 'HEAD', cookieHeader: 'theme=dark' })?.page).toBe(page);
    // Another address (the query is part of it) has nothing kept.
    expect(kept.get(new URL('?sort=price', shirts), anonymous)).toBeUndefined();
    // The answers are fresh for longer now (the API's changes are followed): so is the page.
    freshForMs = 60_000;
    clock = 59_999;
    expect(kept.get(shirts, anonymous)?.page).toBe(page);
    clock = 60_000;
    expect(kept.get(shirts, anonymous)).toBeUndefined();
  });

  test('past its freshness, a page is served for its stale time while one request renders it again', () => {
    let clock = 0;
    const kept = createKeptPages({ freshForMs: () => 60_000, staleForMs: () => 60_000, now: () => clock });
    const first = renderedPage();
    kept.keep(shirts, anonymous, first, kept.generation());
    clock = 60_000;
    // The first request to find it stale renders it again; the others meanwhile get it as it is.
    expect(kept.get(shirts, anonymous)).toEqual({ page: first, refresh: true });
    expect(kept.get(shirts, anonymous)).toEqual({ page: first, refresh: false });
    const second = renderedPage({ body: Buffer.from('<!doctype html><title>Shirts again</title>') });
    kept.keep(shirts, anonymous, second, kept.generation());
    expect(kept.get(shirts, anonymous)).toEqual({ page: second, refresh: false });
    // A render that never came back: the stale page goes once it is too old (fresh + stale).
    clock = 120_000;
    expect(kept.get(shirts, anonymous)?.refresh).toBe(true);
    clock = 179_999;
    expect(kept.get(shirts, anonymous)).toEqual({ page: second, refresh: false });
    clock = 180_000;
    expect(kept.get(shirts, anonymous)).toBeUndefined();
  });

  test('a render of the address that may not be shared any more (gone, failed) forgets the page kept for it', () => {
    const kept = createKeptPages({ freshForMs: () => 60_000 });
    kept.keep(shirts, anonymous, renderedPage(), kept.generation());
    kept.keep(shirts, anonymous, renderedPage({ status: 404 }), kept.generation());
    expect(kept.get(shirts, anonymous)).toBeUndefined();
    // A render for a shopper with a cookie of the shop says nothing about the shared page.
    kept.keep(shirts, anonymous, renderedPage(), kept.generation());
    kept.keep(
      shirts,
      { method: 'GET', cookieHeader: 'clubshop_basket=abc' },
      renderedPage({ status: 404 }),
      0,
    );
    expect(kept.get(shirts, anonymous)).toBeDefined();
  });

  test('never for a shopper with a cookie of the shop, a personal path, or a page that is not shared', () => {
    const kept = createKeptPages({ freshForMs: () => 60_000 });
    kept.keep(shirts, anonymous, renderedPage(), kept.generation());
    expect(kept.get(shirts, { method: 'GET', cookieHeader: 'clubshop_basket=abc' })).toBeUndefined();
    // Not kept: rendered for a shopper with a session, a personal page, a 404, a page setting a cookie.
    const basket = new URL('/cart/', shirts);
    kept.keep(basket, anonymous, renderedPage(), kept.generation());
    expect(kept.get(basket, anonymous)).toBeUndefined();
    const cases: Array<[string, PageRenderResult, { method: string; cookieHeader: string | null }]> = [
      ['/a/', renderedPage(), { method: 'GET', cookieHeader: 'clubshop_session=1' }],
      ['/b/', renderedPage({}, PERSONAL_PAGE_CACHE_CONTROL), anonymous],
      ['/c/', renderedPage({ status: 404 }), anonymous],
      ['/d/', renderedPage({ inlineHashes: undefined }), anonymous],
      [
        '/e/',
        renderedPage({
          headers: new Headers({ 'Cache-Control': SHARED_PAGE_CACHE_CONTROL, 'Set-Cookie': 'x=1' }),
        }),
        anonymous,
      ],
    ];
    for (const [path, page, request] of cases) {
      const url = new URL(path, shirts);
      kept.keep(url, request, page, kept.generation());
      expect(kept.get(url, anonymous), path).toBeUndefined();
    }
  });

  test('a change forgets every page, and a page whose render began before it is not kept', () => {
    const kept = createKeptPages({ freshForMs: () => 60_000 });
    kept.keep(shirts, anonymous, renderedPage(), kept.generation());
    const renderBegan = kept.generation();
    kept.clear();
    expect(kept.get(shirts, anonymous)).toBeUndefined();
    kept.keep(shirts, anonymous, renderedPage(), renderBegan);
    expect(kept.get(shirts, anonymous)).toBeUndefined();
  });

  test('holds at most maxEntries addresses and maxBytes of HTML, the least recently asked go first; freshness 0 keeps nothing', () => {
    const kept = createKeptPages({ freshForMs: () => 60_000, maxEntries: 2 });
    const [a, b, c] = ['/a/', '/b/', '/c/'].map((path) => new URL(path, shirts)) as [URL, URL, URL];
    kept.keep(a, anonymous, renderedPage(), 0);
    kept.keep(b, anonymous, renderedPage(), 0);
    kept.get(a, anonymous);
    kept.keep(c, anonymous, renderedPage(), 0);
    expect(kept.get(b, anonymous)).toBeUndefined();
    expect(kept.get(a, anonymous)).toBeDefined();
    expect(kept.get(c, anonymous)).toBeDefined();
    // Bounded by bytes too: two pages of 36 bytes do not fit in 60.
    const small = createKeptPages({ freshForMs: () => 60_000, maxBytes: 60 });
    small.keep(a, anonymous, renderedPage(), 0);
    small.keep(b, anonymous, renderedPage(), 0);
    expect(small.get(a, anonymous)).toBeUndefined();
    expect(small.get(b, anonymous)).toBeDefined();
    const off = createKeptPages({ freshForMs: () => 0 });
    off.keep(a, anonymous, renderedPage(), 0);
    expect(off.get(a, anonymous)).toBeUndefined();
  });
});

describe('the kept pages dropped by tags (decision 0097)', () => {
  const tagged = (tags: string) =>
    renderedPage({
      headers: new Headers({ 'Cache-Control': SHARED_PAGE_CACHE_CONTROL, 'Surrogate-Key': tags }),
    });
  const other = new URL('http://riverside-gb.localhost:5173/men/');

  test('a change forgets the pages filed under its tags, and no page rendered meanwhile that it touched', () => {
    const kept = createKeptPages({ freshForMs: () => 60_000 });
    kept.keep(shirts, anonymous, tagged('clubshop site-northbridge-gb product-1 listing-nb-men'), 0);
    kept.keep(other, anonymous, tagged('clubshop site-riverside-gb product-2'), 0);
    const renderBegan = kept.generation();
    kept.drop(['product-1']);
    expect(kept.get(shirts, anonymous)).toBeUndefined();
    expect(kept.get(other, anonymous)).toBeDefined();
    // A render that began before the change: kept unless the change touched it.
    kept.keep(shirts, anonymous, tagged('clubshop site-northbridge-gb product-1'), renderBegan);
    expect(kept.get(shirts, anonymous)).toBeUndefined();
    const third = new URL('http://northbridge-gb.localhost:5173/women/');
    kept.keep(third, anonymous, tagged('clubshop site-northbridge-gb product-3'), renderBegan);
    expect(kept.get(third, anonymous)).toBeDefined();
    // A site's tag forgets its pages; `clubshop` every page.
    kept.drop(['site-northbridge-gb']);
    expect(kept.get(third, anonymous)).toBeUndefined();
    expect(kept.size).toBe(1);
    kept.drop(['clubshop']);
    expect(kept.size).toBe(0);
  });
});

describe('the storefront server with kept pages, over the commerce API', () => {
  const api = inProcessApi();
  const shop = 'http://northbridge-gb.localhost:5173';
  const shirt = '/men/shirts/home-kit/classic-home-shirt-26-27-1000-navy/';

  /** A storefront server whose renders are counted, keeping pages for a minute. */
  function storefront({ now }: { now?: () => number } = {}) {
    let renders = 0;
    const keptPages = createKeptPages({
      freshForMs: () => 60_000,
      staleForMs: () => 60_000,
      ...(now ? { now } : {}),
    });
    const sharedAnswers = createSharedAnswers({ ttlMs: 60_000 });
    const server = storefrontOverApi(api, {
      render: (request) => {
        renders += 1;
        return renderPage(request);
      },
      sharedAnswers,
      keptPages,
      // Background renders wait for a quiet moment: a short one here.
      quietTime: createQuietTime({ quietMs: 20 }),
    });
    const ask = async (headers: Record<string, string> = {}) => {
      const response = await server.fetch(new Request(`${shop}${shirt}`, { headers }));
      return { response, text: await response.text() };
    };
    /** The page's bytes as they went out (encoded as the request accepted). */
    const askBytes = async (headers: Record<string, string>) => {
      const response = await server.fetch(new Request(`${shop}${shirt}`, { headers }));
      return { response, bytes: Buffer.from(await response.arrayBuffer()) };
    };
    return { ask, askBytes, keptPages, sharedAnswers, renders: () => renders };
  }

  test('the second anonymous shopper gets the first one’s page without a render, with headers of its own', async () => {
    const { ask, renders } = storefront();
    const first = await ask();
    const second = await ask();
    expect(renders()).toBe(1);
    expect(second.text).toBe(first.text);
    expect(second.text).toContain('Classic Home Shirt 26/27');
    expect(second.response.headers.get('content-security-policy')).toBe(
      first.response.headers.get('content-security-policy'),
    );
    expect(second.response.headers.get('cache-control')).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(second.response.headers.get('x-request-id')).not.toBe(first.response.headers.get('x-request-id'));
  });

  test('a kept page is encoded once per encoding, at the harder setting, and decodes to the same page', async () => {
    const { ask, askBytes, renders } = storefront();
    const rendered = await ask();
    const asBrotli = { 'Accept-Encoding': 'br' };
    const [first, second] = [await askBytes(asBrotli), await askBytes(asBrotli)];
    expect(first.response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(first.bytes).toString()).toBe(rendered.text);
    expect(second.bytes).toEqual(first.bytes);
    // The harder setting: smaller than what a page rendered for one request gets.
    expect(first.bytes.length).toBeLessThan(encodePage(Buffer.from(rendered.text), 'br', 'each').length);
    const gzip = await askBytes({ 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gzip.bytes).toString()).toBe(rendered.text);
    expect(renders()).toBe(1);
  });

  test('a kept page past its freshness goes out at once, and is rendered again behind it for the next shopper', async () => {
    let clock = 0;
    const { ask, renders } = storefront({ now: () => clock });
    const first = await ask();
    clock = 60_000;
    const stale = await ask();
    expect(stale.text).toBe(first.text);
    // The render behind it runs after the answer went out; the next shopper gets its page.
    await expect.poll(renders).toBe(2);
    clock = 60_001;
    const next = await ask();
    expect(next.text).toContain('Classic Home Shirt 26/27');
    expect(next.text).not.toBe(first.text);
    expect(renders()).toBe(2);
  });

  test('a shopper with a basket, and a page cache’s fetch, get a page rendered for them', async () => {
    const { ask, renders } = storefront();
    await ask();
    await ask({ Cookie: 'clubshop_consent=statistics' });
    await ask({ [PAGE_CACHE_FETCH_HEADER]: '1' });
    expect(renders()).toBe(3);
  });

  test('after a change the API announced, the next page shows it', async () => {
    const { ask, keptPages, sharedAnswers, renders } = storefront();
    await ask();
    const description = `Described again ${Date.now()}`;
    await api.database.db.execute(
      `update products set description = (select jsonb_object_agg(key, '${description}') from jsonb_each(description))
       where id = (select product_id from store_variants where store_id = 'northbridge-gb' and url = '${shirt}')`,
    );
    api.invalidateCatalogue();
    // Kept, the page still shows the old text...
    expect((await ask()).text).not.toContain(description);
    // ...until the change stream says so: what server/start.ts does then.
    sharedAnswers.clear();
    keptPages.clear();
    const after = await ask();
    expect(renders()).toBe(2);
    expect(after.text).toContain(description);
  });
});
