/**
 * Issue 29's page cache, for real: varnishd over deploy/varnish/clubshop.vcl in front of the
 * production storefront server, itself in front of the commerce API (PGlite, seeded), whose
 * PAGE_CACHE_PURGE_URLS is this Varnish. Asks through Varnish as shoppers do (their cookies,
 * the site's host) and checks what the cache keeps, shares, refuses and purges.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BASKET_TOKEN_COOKIE } from '@clubshop/basket';
import { startTestServer, type TestApi } from '@clubshop/commerce-api/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStaff } from '../../commerce-api/src/staff/staff-service.ts';
import { launchChromium } from '../e2e/harness/chromium.ts';
import { buildStorefront, startStorefrontProcess, storefrontDir } from '../e2e/harness/shop-server.ts';
import { confirmedShopper, loginTokens } from '../test/support/shopper-accounts.ts';
import { type RunningVarnish, startVarnish, varnishMissing } from './varnish.ts';

const base = Number(process.env.PAGE_CACHE_PORT_BASE ?? 4780);
const ports = { api: base, storefront: base + 1, varnish: base + 2, admin: base + 3, forwarder: base + 4 };
const outDir = join(storefrontDir, process.env.PAGE_CACHE_OUT_DIR ?? 'dist-page-cache');
const missing = varnishMissing();
if (missing && process.env.CI) throw new Error(`the page-cache suite needs Varnish: ${missing}`);

const host = `northbridge-gb.localhost:${ports.varnish}`;
/** The purgers' shared secret (PAGE_CACHE_PURGE_TOKEN), as the API and Varnish are given it. */
const purgeToken = randomBytes(32).toString('hex');
const closers: Array<() => Promise<void>> = [];
let api: TestApi & { baseUrl: string };
let varnish: RunningVarnish;
/** While false, the API is "down": the forwarder the storefront calls it through refuses. */
let apiUp = true;

/** An answer through Varnish. */
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * GETs `path` of the Northbridge GB shop through Varnish, as a browser with `cookie` would (and
 * with `extraHeaders`, as anyone may send them).
 */
function get(path: string, cookie?: string, extraHeaders: Record<string, string> = {}): Promise<Answer> {
  return getAt(host, path, cookie, extraHeaders);
}

/** GETs `path` of the shop at `siteHost` through Varnish, as {@link get} does for Northbridge GB. */
function getAt(
  siteHost: string,
  path: string,
  cookie?: string,
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: ports.varnish,
        path,
        headers: {
          host: siteHost,
          'accept-encoding': 'identity',
          ...(cookie ? { cookie } : {}),
          ...extraHeaders,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** A page's bytes as they came, asked with `acceptEncoding` of Varnish or (`direct`) of the storefront. */
function getEncoded(
  path: string,
  acceptEncoding: string,
  direct = false,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: direct ? ports.storefront : ports.varnish,
        path,
        headers: { host, 'accept-encoding': acceptEncoding },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** What Varnish did with the request (vcl_deliver's X-Cache: hit, hit-stale, miss, pass). */
const xCache = (answer: Answer) => answer.headers['x-cache'];

/** Starts a forwarder to the API that answers 503 while `apiUp` is false. */
async function startSwitchableForwarder(target: string): Promise<string> {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    if (!apiUp) {
      incoming.resume();
      outgoing.writeHead(503, { 'content-type': 'application/json' }).end('{"success":false}');
      return;
    }
    const forwarded = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(ports.forwarder, '127.0.0.1', () => resolve()));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${ports.forwarder}`;
}

beforeAll(async () => {
  if (missing) return;
  api = await startTestServer({
    port: ports.api,
    config: { pageCachePurgeUrls: [`http://127.0.0.1:${ports.varnish}/`], pageCachePurgeToken: purgeToken },
  });
  closers.push(() => api.close());
  if (process.env.E2E_REUSE_BUILD !== '1' || !existsSync(join(outDir, 'server', 'server.js'))) {
    await buildStorefront(outDir);
  }
  const apiUrl = await startSwitchableForwarder(api.baseUrl);
  // The storefront shares API answers between pages as deployed (ANSWER_CACHE_TTL_MS, 5 s by
  // default; a minute here, so that a page rendered from a shared answer would show it): a page
  // Varnish fetches to keep is rendered from the API's answers of now all the same.
  const storefront = await startStorefrontProcess(outDir, ports.storefront, apiUrl, undefined, {
    ANSWER_CACHE_TTL_MS: '60000',
    HOST: '127.0.0.1',
    // Varnish is the one proxy in front: its Page-Cache-Fetch is believed from it alone.
    TRUST_PROXY: '1',
  });
  closers.push(storefront.close);
  varnish = await startVarnish({
    port: ports.varnish,
    adminPort: ports.admin,
    backendPort: ports.storefront,
    purgeToken,
  });
  closers.push(varnish.close);
});

afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

describe.skipIf(missing !== undefined)('anonymous pages from Varnish', () => {
  test('two anonymous shoppers with different consent and basket cookies get the same cached page', async () => {
    const path = '/men/shirts/';
    // A basket's cookies as the storefront writes them (decision 0076): the HttpOnly token, the marker.
    const first = await get(
      path,
      'clubshop_consent=all; clubshop_basket=1; clubshop_basket_token=shopper-one-basket',
    );
    const second = await get(
      path,
      'clubshop_consent=necessary; clubshop_basket=1; clubshop_basket_token=shopper-two-basket',
    );
    expect(first.status).toBe(200);
    expect(xCache(first)).toBe('miss');
    expect(xCache(second)).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(second.headers.vary ?? '').not.toMatch(/cookie/i);
    // The tags stay between the storefront and the cache.
    expect(second.headers['surrogate-key']).toBeUndefined();
    expect(second.body).not.toContain('shopper-one-basket');
  });

  test("a cached page claims no basket count: shopper A's 3 items reach A alone, shopper B never sees 3", async () => {
    const path = '/men/?badge=1';
    const token = await basketOf(3);
    const cookieOfA = `clubshop_consent=all; ${BASKET_TOKEN_COOKIE}=${token}`;
    const pageOfA = await get(path, cookieOfA);
    const pageOfB = await get(path, 'clubshop_consent=necessary');
    expect(xCache(pageOfA)).toBe('miss');
    expect(xCache(pageOfB)).toBe('hit');
    expect(pageOfB.body).toBe(pageOfA.body);
    // The copy is rendered for nobody in particular: no number in the badge, no count in its name,
    // the badge's box kept (so the number arriving moves nothing).
    expect(badgeOf(pageOfA.body)).toEqual({ state: 'unknown', text: '' });
    expect(pageOfA.body).not.toMatch(/>\s*\d+ items?\s*</);

    // In a browser, through the same cache: A sees no number, then 3; B no number, then 0.
    const browser = await launchChromium();
    try {
      const seenByA = await badgesSeen(browser, path, token);
      const seenByB = await badgesSeen(browser, path, undefined);
      expect(seenByA[0]).toBe('unknown:');
      expect(seenByA.at(-1)).toBe('idle:3');
      expect(seenByA.filter((seen) => /\d/.test(seen) && seen !== 'idle:3')).toEqual([]);
      expect(seenByB[0]).toBe('unknown:');
      expect(seenByB.at(-1)).toBe('idle:0');
      expect(seenByB.filter((seen) => seen.includes('3'))).toEqual([]);
    } finally {
      await browser.close();
    }
    expect(xCache(await get(path, cookieOfA))).toBe('hit');
  });

  test('browsers that take Brotli share a Brotli copy, compressed harder than a page of one request; the others gzip', async () => {
    const path = '/men/';
    const first = await getEncoded(path, 'gzip, deflate, br, zstd');
    const second = await getEncoded(path, 'br, gzip');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['x-cache']).toBe('miss');
    // Another browser's way of saying it: the same copy.
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body.equals(first.body)).toBe(true);
    const html = brotliDecompressSync(first.body).toString('utf8');
    expect(html).toContain('</html>');
    // A browser without Brotli gets gzip of the same page (a copy of its own, rendered apart: only
    // the boot state's timestamps differ), unzipped by Varnish for one that takes neither.
    const gzip = await getEncoded(path, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const gzipHtml = gunzipSync(gzip.body).toString('utf8');
    const withoutTimes = (page: string) => page.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '');
    expect(withoutTimes(gzipHtml)).toBe(withoutTimes(html));
    const plain = await get(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(xCache(plain)).toBe('hit');
    expect(plain.body).toBe(gzipHtml);
    // Kept for many shoppers, the copy is compressed harder than the storefront compresses a page
    // for one request (Brotli 5 against 3: about a seventh smaller).
    const perRequest = await getEncoded(path, 'br', true);
    expect(perRequest.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(perRequest.body).toString('utf8').length).toBeGreaterThan(html.length * 0.95);
    expect(first.body.length).toBeLessThan(perRequest.body.length * 0.93);
  });

  test("a cached page's CSP has no nonce, only the hashes of its own inline scripts", async () => {
    const page = await get('/');
    const again = await get('/');
    expect(xCache(again)).toBe('hit');
    const policy = String(again.headers['content-security-policy']);
    expect(policy).toBe(String(page.headers['content-security-policy']));
    expect(policy).not.toMatch(/nonce|unsafe-inline/);
    expect(policy).toMatch(/script-src [^;]*'strict-dynamic'[^;]*'sha256-/);
    expect(again.body).not.toContain('nonce=');
  });

  test('personal pages and a logged-in shopper are never cached, nor given to anyone else', async () => {
    const json = { 'Content-Type': 'application/json', StoreId: 'northbridge-gb', culture: 'en' };
    const email = `page-cache-${Date.now()}@example.com`;
    const password = 'correct-horse-battery';
    await confirmedShopper(api, email, password, json);
    const tokens = await loginTokens(api, email, password, json);
    const session = `clubshop_session=1; clubshop_access_token=${tokens.access_token}; clubshop_refresh_token=${tokens.refresh_token}`;

    for (let round = 0; round < 2; round++) {
      const profile = await get('/user/profile/', session);
      expect(profile.status).toBe(200);
      expect(profile.body).toContain(email);
      expect(xCache(profile)).toBe('pass');
      expect(profile.headers['cache-control']).toBe('private, no-store');
      // A page anyone may see, asked for by a logged-in shopper: theirs, fresh, private.
      const category = await get('/men/shirts/', session);
      expect(xCache(category)).toBe('pass');
      expect(category.headers['cache-control']).toBe('private, no-store');
    }
    // Nobody else gets their pages: the anonymous shopper is sent to the login, the category
    // page is the anonymous copy.
    const anonymous = await get('/user/profile/');
    expect(anonymous.status).toBe(302);
    expect(anonymous.body).not.toContain(email);
    const category = await get('/men/shirts/');
    expect(category.body).not.toContain(email);
    expect(xCache(category)).toBe('hit');
    for (const path of ['/cart/', '/checkout/', '/login/']) {
      const page = await get(path, 'clubshop_basket=1; clubshop_basket_token=someone');
      expect(xCache(page), path).toBe('pass');
      expect(page.headers['cache-control'], path).toBe('private, no-store');
    }
  });

  test('a sale through the API shows the cached product and category pages OutOfStock within 1 s', async () => {
    const unit = await lastUnit();
    const product = await productPaths(unit.productId);
    // Both pages in the cache, showing the unit in stock.
    for (const path of [product.page, product.category]) await get(path);
    const [cachedProduct, cachedCategory] = await Promise.all([get(product.page), get(product.category)]);
    expect(xCache(cachedProduct)).toBe('hit');
    expect(xCache(cachedCategory)).toBe('hit');
    expect(offersInStock(cachedProduct.body)).toBe(true);
    expect(cardAvailability(cachedCategory.body, unit.url)).toBe('InStock');

    await sell(unit.itemId);
    const sold = performance.now();
    let productMs: number | undefined;
    let categoryMs: number | undefined;
    while (performance.now() - sold < 10_000 && (productMs === undefined || categoryMs === undefined)) {
      const [page, category] = await Promise.all([get(product.page), get(product.category)]);
      if (productMs === undefined && !offersInStock(page.body)) productMs = performance.now() - sold;
      if (categoryMs === undefined && cardAvailability(category.body, unit.url) === 'OutOfStock')
        categoryMs = performance.now() - sold;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    console.info(
      `sale → sold out through Varnish: product page ${productMs} ms, category page ${categoryMs} ms`,
    );
    expect(productMs).toBeLessThan(1_000);
    expect(categoryMs).toBeLessThan(1_000);
    // And cached again at once.
    expect(xCache(await get(product.page))).toMatch(/hit/);
  });

  test('an edit followed at once by a fetch of the cached page shows the new value', async () => {
    const unit = await lastUnit();
    const { page } = await productPaths(unit.productId);
    // The page in the cache, and its product's answer in the storefront's shared answers.
    await get(page);
    const before = await get(page);
    expect(xCache(before)).toBe('hit');
    const description = `Edited description ${Date.now()}`;
    expect(before.body).not.toContain(description);

    await describeProduct(unit.productId, description);
    const after = await get(page);
    expect(xCache(after)).toBe('miss');
    expect(after.body).toContain(description);
  });

  test("a price edit on one club's product purges its page and its listings, and no page of another club (issue 42)", async () => {
    const otherHost = `riverside-gb.localhost:${ports.varnish}`;
    const edited = await listedProduct('northbridge-gb', 'men/shirts%');
    const neighbour = await listedProduct('northbridge-gb', 'accessories%');
    const otherClub = await listedProduct('riverside-gb', 'men/shirts%');
    const editedPaths = await productPaths(edited.productId);
    const ours = {
      product: editedPaths.page,
      listing: editedPaths.category,
      men: '/men/',
      search: '/search-page/?q=shirt',
    };
    const oursKept = { neighbour: (await productPaths(neighbour.productId)).page, home: '/' };
    const theirs = {
      product: (await productPaths(otherClub.productId, 'riverside-gb')).page,
      listing: '/men/shirts/',
      men: '/men/',
      home: '/',
      search: '/search-page/?q=shirt',
    };
    const all = [
      ...Object.values(ours).map((path) => [host, path] as const),
      ...Object.values(oursKept).map((path) => [host, path] as const),
      ...Object.values(theirs).map((path) => [otherHost, path] as const),
    ];
    // Every page in the cache.
    for (const [siteHost, path] of all) {
      await getAt(siteHost, path);
      expect(xCache(await getAt(siteHost, path)), `${siteHost}${path}`).toMatch(/hit/);
    }

    const price = 1000 + Math.floor(Math.random() * 8000);
    await editPrice('northbridge-gb', edited.handle, price);
    await api.deps.caches.pagePurger?.idle();

    const after = new Map<string, string | string[] | undefined>();
    for (const [siteHost, path] of all) after.set(`${siteHost}${path}`, xCache(await getAt(siteHost, path)));
    const purged = [...after].filter(([, cache]) => cache === 'miss').map(([page]) => page);
    const kept = [...after].filter(([, cache]) => cache !== 'miss').map(([page]) => page);
    console.info(
      `price edit through Varnish: ${purged.length} of ${all.length} pages purged (${purged.join(', ')}); ${kept.length} kept`,
    );
    // The product's page and the listings that show it were purged...
    expect(purged.sort()).toEqual(
      Object.values(ours)
        .map((path) => `${host}${path}`)
        .sort(),
    );
    // ...and no page of the other club, nor the club's pages that do not show it.
    for (const page of kept) expect(after.get(page), page).toMatch(/hit/);
    expect(kept).toHaveLength(Object.keys(oursKept).length + Object.keys(theirs).length);
    // The page shows the new price.
    expect((await get(ours.product)).body).toContain((price / 100).toFixed(2));
  });

  test('a purge without the shared secret changes nothing', async () => {
    const path = '/men/';
    await get(path);
    expect(xCache(await get(path))).toBe('hit');
    for (const token of [undefined, 'x'.repeat(64), `${purgeToken} `.trim().slice(0, -1)]) {
      const refused = await purge('clubshop', token);
      expect(refused, String(token)).toBe(403);
      expect(xCache(await get(path))).toBe('hit');
    }
    // The API's own purges carry it.
    expect(await purge('clubshop', purgeToken)).toBe(200);
    expect(xCache(await get(path))).toBe('miss');
  });

  test("a request's own forwarding headers never reach the copy the next shopper gets", async () => {
    // Every header the storefront works its origin out from (server/forwarded.ts; TRUST_PROXY=1
    // here, as behind Varnish alone): another site's host, a foreign port, https (HSTS), and a
    // list whose last entry is foreign.
    const plants: Array<[string, Record<string, string>]> = [
      ['another site', { 'x-forwarded-host': `riverside-gb.localhost:${ports.varnish}` }],
      ['a foreign port', { 'x-forwarded-host': 'northbridge-gb.localhost:6666' }],
      ['a list', { 'x-forwarded-host': `${host}, riverside-gb.localhost:6666` }],
      ['https', { 'x-forwarded-proto': 'https' }],
      ['both', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'riverside-gb.localhost:6666' }],
    ];
    for (const [index, [name, headers]] of plants.entries()) {
      const path = `/kids/?planted=${index}`;
      await get(path, undefined, headers);
      const next = await get(path);
      expect(next.status, name).toBe(200);
      expect(/<link rel="canonical" href="([^"]+)"/.exec(next.body)?.[1], name).toBe(`http://${host}/kids/`);
      expect(/riverside-gb|:6666|https:\/\/northbridge/.exec(next.body)?.[0], name).toBeUndefined();
      expect(next.headers['strict-transport-security'], name).toBeUndefined();
    }
  });

  test('an error page is not served from the cache once the API is back', async () => {
    const path = '/men/?outage=1';
    apiUp = false;
    try {
      const failed = await get(path);
      expect(failed.status).toBe(503);
      expect(failed.headers['retry-after']).toBeDefined();
      expect(failed.headers['cache-control']).toBe('no-store');
    } finally {
      apiUp = true;
    }
    const back = await get(path);
    expect(back.status).toBe(200);
    expect(xCache(back)).toBe('miss');
  });
});

/** The header badge of a page's HTML: its state and text. */
function badgeOf(html: string): { state: string | undefined; text: string | undefined } {
  const match = /class="cs-basket-link__badge" data-state="(\w+)"[^>]*>([^<]*)</.exec(html);
  return { state: match?.[1], text: match?.[2] };
}

/**
 * A new basket on the site holding `quantity` of one in-stock item, through the API as the
 * storefront makes it; resolves with its token.
 */
async function basketOf(quantity: number): Promise<string> {
  const result = (await api.database.db.execute(
    `select i.id from store_variants sv
     join items i on i.variant_id = sv.variant_id and i.stock_state = 'InStock' and i.stock_quantity >= ${quantity}
     where sv.store_id = 'northbridge-gb' and not sv.is_unlisted and sv.in_stock
     order by sv.sort_order desc limit 1`,
  )) as unknown as { rows: Array<{ id: string }> };
  const itemId = result.rows[0]?.id;
  if (!itemId) throw new Error(`no item with ${quantity} in stock on northbridge-gb`);
  const headers = {
    StoreId: 'northbridge-gb',
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  const created = await api.fetch('/api/baskets', { method: 'POST', headers });
  const token = ((await created.json()) as { summary: { token: string } }).summary.token;
  const added = await api.fetch(`/api/baskets/${token}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ productId: itemId, quantity }),
  });
  if (!added.ok) throw new Error(`adding ${quantity} of ${itemId}: ${added.status} ${await added.text()}`);
  return token;
}

/**
 * Every state the header badge of `path` went through in a browser (`state:text`, in order, from
 * the first parsed HTML on) for a shopper with the basket `token` (or none), until the page's code
 * has settled it.
 */
async function badgesSeen(browser: Browser, path: string, token: string | undefined): Promise<string[]> {
  const context = await browser.newContext();
  try {
    if (token) {
      await context.addCookies([
        { name: BASKET_TOKEN_COOKIE, value: token, domain: host.split(':')[0] ?? '', path: '/' },
      ]);
    }
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { badgesSeen: string[] }).badgesSeen = seen;
      const note = () => {
        const badge = document.querySelector<HTMLElement>(
          '[data-testid="basket-quantity"] .cs-basket-link__badge',
        );
        if (!badge) return;
        const state = `${badge.dataset.state}:${badge.textContent}`;
        if (seen.at(-1) !== state) seen.push(state);
      };
      new MutationObserver(note).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    const page = await context.newPage();
    await page.goto(`http://${host}${path}`);
    await page
      .locator('[data-testid="basket-quantity"] .cs-basket-link__badge[data-state="idle"]')
      .waitFor({ timeout: 30_000 });
    return await page.evaluate(() => (window as unknown as { badgesSeen: string[] }).badgesSeen);
  } finally {
    await context.close();
  }
}

/** One in-stock unit of a listed colour variant of the site, every other size of it sold out. */
async function lastUnit() {
  const result = (await api.database.db.execute(
    `select i.id as item_id, sv.variant_id, sv.product_id, sv.url
     from store_variants sv
     join items i on i.variant_id = sv.variant_id and i.stock_state = 'InStock' and i.stock_quantity >= 1
     where sv.store_id = 'northbridge-gb' and not sv.is_unlisted and sv.in_stock
     order by sv.sort_order limit 1`,
  )) as unknown as { rows: Array<{ item_id: string; variant_id: string; product_id: string; url: string }> };
  const row = result.rows[0];
  if (!row) throw new Error('no in-stock variant on northbridge-gb');
  await api.database.db.execute(
    `update items set stock_quantity = 0, stock_state = 'OutOfStock' where variant_id = '${row.variant_id}' and id <> '${row.item_id}'`,
  );
  await api.database.db.execute(
    `update items set stock_quantity = 1, stock_state = 'InStock' where id = '${row.item_id}'`,
  );
  // Written by SQL behind the API's back: it is told, as a writer of catalogue data does.
  api.invalidateCatalogue();
  await api.deps.caches.pagePurger?.idle();
  return { itemId: row.item_id, variantId: row.variant_id, productId: row.product_id, url: row.url };
}

/**
 * Rewrites a product's description (in every culture) in the database and tells the API, as a
 * catalogue write does; resolves once its purges were answered (what the API does at once after
 * a write).
 */
async function describeProduct(productId: string, description: string): Promise<void> {
  await api.database.db.execute(
    `update products set description = (select jsonb_object_agg(key, '${description}') from jsonb_each(description))
     where id = '${productId}'`,
  );
  api.invalidateCatalogue();
  await api.deps.caches.pagePurger?.idle();
}

/** Sends Varnish a tag purge as the API does, with `token` as its secret; resolves with the status. */
function purge(tags: string, token: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: ports.varnish,
        method: 'PURGE',
        path: '/',
        headers: { 'xkey-purge': tags, ...(token === undefined ? {} : { 'x-purge-token': token }) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** A listed product of `storeId` in a category whose key is like `categoryKey`, with its handle. */
async function listedProduct(storeId: string, categoryKey: string) {
  const result = (await api.database.db.execute(
    `select p.id as product_id, d.handle from products p
     join product_details d on d.product_id = p.id
     join sites s on s.club_id = p.club_id and s.store_id = '${storeId}'
     where p.category_key like '${categoryKey}' and not p.is_unlisted
       and exists (select 1 from store_variants sv where sv.product_id = p.id and sv.store_id = '${storeId}' and not sv.is_unlisted)
     order by p.sort_order desc limit 1`,
  )) as unknown as { rows: Array<{ product_id: string; handle: string }> };
  const row = result.rows[0];
  if (!row) throw new Error(`no listed product under ${categoryKey} on ${storeId}`);
  return { productId: row.product_id, handle: row.handle };
}

/** The owner's access token for the admin API (created once). */
let ownerToken: string | undefined;

/** Sets every colour's GBP price of the product (in pence) through the admin API, as the back office does. */
async function editPrice(storeId: string, handle: string, pence: number): Promise<void> {
  if (!ownerToken) {
    const email = 'owner@page-cache.example';
    const password = 'page cache owner password';
    await createStaff(api.deps.db, { name: 'cli' }, new Date(), {
      email,
      password,
      role: 'owner',
      sites: 'all',
    });
    const token = await api.fetch('/admin/api/auth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: email, password }),
    });
    ownerToken = ((await token.json()) as { access_token: string }).access_token;
  }
  const auth = { Authorization: `Bearer ${ownerToken}` };
  const path = `/admin/api/sites/${storeId}/products/${handle}`;
  const read = await api.fetch(path, { headers: auth });
  if (!read.ok) throw new Error(`GET ${path}: ${read.status} ${await read.text()}`);
  const product = (await read.json()) as { variants: Array<{ prices: Record<string, unknown> }> };
  for (const variant of product.variants) variant.prices.GBP = { price: pence, discount: null };
  const saved = await api.fetch(path, {
    method: 'PUT',
    headers: { ...auth, 'Content-Type': 'application/json', 'If-Match': read.headers.get('ETag') ?? '' },
    body: JSON.stringify(product),
  });
  if (!saved.ok) throw new Error(`PUT ${path}: ${saved.status} ${await saved.text()}`);
}

/** The product's page and its category's page on the site. */
async function productPaths(productId: string, storeId = 'northbridge-gb') {
  const response = await api.fetch(`/api/products/${productId}`, { headers: { StoreId: storeId } });
  const product = (await response.json()) as { url: string; breadcrumb: { parent?: { url: string } } };
  const category = product.breadcrumb.parent?.url;
  if (!category) throw new Error(`product ${productId} has no category`);
  return { page: product.url, category };
}

/** Whether the product page's structured data offers any size in stock. */
function offersInStock(html: string): boolean {
  return html.includes('https://schema.org/InStock');
}

/** The availability of the card of `url` in a listing page's data. */
function cardAvailability(html: string, url: string): string | undefined {
  const at = html.indexOf(`"url":${JSON.stringify(url)}`);
  if (at === -1) return undefined;
  return /"availability":"(\w+)"/.exec(html.slice(at))?.[1];
}

/** Buys the unit through the API: basket, address, shipping, checkout, the test payment page. */
async function sell(itemId: string): Promise<void> {
  const headers = {
    StoreId: 'northbridge-gb',
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await api.fetch(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  const created = await call('POST', '/api/baskets');
  const token = (created.summary as { token: string }).token;
  await call('POST', `/api/baskets/${token}`, { productId: itemId, quantity: 1 });
  const email = 'page.cache@example.com';
  await call('POST', `/api/checkout/${token}/billingaddress`, {
    email,
    emailConfirmation: email,
    phone: '+44 20 7946 0000',
    firstName: 'Page',
    lastName: 'Cache',
    street: '1 High Street',
    city: 'London',
    zipCode: 'SW1A 1AA',
    country: 'GB',
  });
  const state = await call('GET', `/api/checkout/${token}`);
  const methods = (state.shippingMethods ?? []) as Array<{ id: string; hasDropPoints?: boolean }>;
  const method = methods.find((entry) => !entry.hasDropPoints) ?? methods[0];
  await call('POST', `/api/checkout/${token}/shipping`, { shippingMethodId: method?.id });
  const payments = (state.paymentMethods ?? []) as Array<{ id: string }>;
  const checkout = await call('POST', `/api/baskets/${token}/checkout`, {
    paymentProviderId: payments[0]?.id ?? 'card',
    returnUrl: `http://${host}/receipt/`,
    cancelUrl: `http://${host}/checkout/`,
  });
  const url = (checkout.data as { url?: string } | undefined)?.url;
  if (!url) throw new Error(`checkout refused: ${JSON.stringify(checkout)}`);
  const approve = await api.fetch(`${new URL(url).pathname}/approve`, { method: 'POST', redirect: 'manual' });
  if (approve.status !== 303) throw new Error(`approve: ${approve.status} ${await approve.text()}`);
}
