/**
 * The API purges the storefront's pages at the shared caches in front of it (PAGE_CACHE_PURGE_URLS)
 * by what changed (decision 0097): a sale that changes a product's stock purges that product's tag;
 * a price edit the product's tag, its listings' and its club's sites' search tags, nothing of
 * another club; a site's settings the site; a category its subtree; a change whose scope is not
 * known every page; a bulk edit each product it changed (decision 0116). The cache here is a loopback server that records the purges it is sent.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../src/staff/staff-service.ts';
import { createTestApi, type TestApi } from '../src/testing/index.ts';
import { jsonInit } from './contract.ts';
import { adminFetch } from './support/admin-client.ts';
import { type LastUnit, sellLastUnit } from './support/last-unit.ts';

interface Purge {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

const purges: Purge[] = [];
/** PAGE_CACHE_PURGE_TOKEN: every purge carries it (the cache refuses one without it). */
const purgeToken = 'a'.repeat(64);
/**
 * The caches: Varnish at `/`, and doubles of Fastly's and Cloudflare's purge APIs at the paths
 * their documentation gives (answering as they do, 200 with JSON).
 */
const cache = createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => {
    body += chunk;
  });
  request.on('end', () => {
    purges.push({ method: request.method, url: request.url, headers: request.headers, body });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok","success":true}');
  });
});
let cachePort = 0;
let api: TestApi;

beforeAll(async () => {
  const port = await new Promise<number>((resolve) => {
    cache.listen(0, '127.0.0.1', () => {
      const address = cache.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  cachePort = port;
  api = await createTestApi({
    config: { pageCachePurgeUrls: [`http://127.0.0.1:${port}/`], pageCachePurgeToken: purgeToken },
  });
  await createStaff(api.deps.db, { name: 'cli' }, new Date(), {
    email: 'owner@purges.example',
    password: 'staff password 1',
    role: 'owner',
    sites: 'all',
  });
  const token = await api.fetch(
    '/admin/api/auth/token',
    jsonInit('POST', {
      grant_type: 'password',
      username: 'owner@purges.example',
      password: 'staff password 1',
    }),
  );
  owner = ((await token.json()) as { access_token: string }).access_token;
}, 120_000);

let owner = '';

/** An admin API call as the owner; answers the status, ETag and JSON body. */
async function admin(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const reply = await adminFetch(api, owner, method, path, body, headers);
  return {
    status: reply.status,
    etag: reply.etag,
    text: reply.text,
    // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
    body: JSON.parse(reply.text || 'null') as any,
  };
}

/** The tags of the purges sent since `purges` was emptied (one list per purge). */
const purgedTags = () => purges.map((purge) => String(purge.headers['xkey-purge'] ?? '').split(' '));

/** The sites (storeIds) of the other clubs than `clubId`. */
async function sitesOfOtherClubs(clubId: string): Promise<string[]> {
  const rows = (await api.database.db.execute(
    `select store_id from sites where club_id <> '${clubId}'`,
  )) as unknown as { rows: Array<{ store_id: string }> };
  return rows.rows.map((row) => row.store_id);
}

afterAll(async () => {
  await api?.close();
  await new Promise<void>((resolve) => cache.close(() => resolve()));
});

/** One in-stock unit of a listed colour variant of the site (by SQL on the test database). */
async function lastUnit(storeId: string): Promise<LastUnit> {
  const result = (await api.database.db.execute(
    `select i.id as item_id, sv.variant_id, sv.product_id, sv.url
     from store_variants sv
     join items i on i.variant_id = sv.variant_id and i.stock_state = 'InStock' and i.stock_quantity >= 1
     where sv.store_id = '${storeId}' and not sv.is_unlisted and sv.in_stock
     order by sv.sort_order limit 1`,
  )) as unknown as { rows: Array<{ item_id: string; variant_id: string; product_id: string; url: string }> };
  const row = result.rows[0];
  if (!row) throw new Error(`no in-stock variant on ${storeId}`);
  await api.database.db.execute(
    `update items set stock_quantity = 1, stock_state = 'InStock' where id = '${row.item_id}'`,
  );
  return {
    storeId,
    itemId: row.item_id,
    variantId: row.variant_id,
    productId: row.product_id,
    url: row.url,
    categoryId: '',
  };
}

describe('page cache purges', () => {
  it("a sale purges the sold product's pages, and only them", async () => {
    const unit = await lastUnit('northbridge-gb');
    purges.length = 0;
    await sellLastUnit((path, init) => api.fetch(path, init), unit);
    await api.deps.caches.pagePurger?.idle();
    expect(purges).toEqual([
      expect.objectContaining({
        method: 'PURGE',
        headers: expect.objectContaining({
          'xkey-purge': `product-${unit.productId}`,
          'x-purge-token': purgeToken,
        }),
      }),
    ]);
  }, 60_000);

  it("a price edit through the admin API purges the product, its listings and its club's search, on its club's sites only", async () => {
    const storeId = 'northbridge-gb';
    const handle = 'classic-away-shirt-26-27-1001';
    const read = await admin('GET', `/sites/${storeId}/products/${handle}`);
    expect(read.status, read.text).toBe(200);
    for (const variant of read.body.variants) variant.prices.GBP = { price: 4444, discount: null };
    purges.length = 0;
    const saved = await admin('PUT', `/sites/${storeId}/products/${handle}`, read.body, {
      'If-Match': read.etag ?? '',
    });
    expect(saved.status, saved.text).toBe(200);
    await api.deps.caches.pagePurger?.idle();
    expect(purges).toHaveLength(1);
    const [tags = []] = purgedTags();
    expect(tags).toContain('product-nb-p1001');
    expect(tags).toContain(`search-${storeId}`);
    expect(tags.filter((tag) => tag.startsWith('listing-')).length).toBeGreaterThan(1);
    // Not every page, nor any site's, nor another product's, nor a page of another club.
    expect(tags).not.toContain('clubshop');
    expect(tags.filter((tag) => tag.startsWith('site-') || tag.startsWith('category-'))).toEqual([]);
    expect(tags.filter((tag) => tag.startsWith('product-'))).toEqual(['product-nb-p1001']);
    const others = await sitesOfOtherClubs('northbridge');
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(tags.filter((tag) => tag.includes(other))).toEqual([]);
    console.info(`price edit purged ${tags.length} tags: ${tags.join(' ')}`);
  }, 60_000);

  it("a site's settings purge that site's pages; a category its subtree", async () => {
    const storeId = 'northbridge-gb';
    purges.length = 0;
    api.deps.caches.invalidateContent({ storeIds: [storeId] });
    await api.deps.caches.pagePurger?.idle();
    expect(purgedTags()).toEqual([[`site-${storeId}`]]);

    const categories = (await api.database.db.execute(
      `select id from categories where store_id = '${storeId}' and key = 'men'`,
    )) as unknown as { rows: Array<{ id: string }> };
    const men = categories.rows[0]?.id ?? '';
    const below = (await api.database.db.execute(
      `select id from categories where store_id = '${storeId}' and key like 'men/%'`,
    )) as unknown as { rows: Array<{ id: string }> };
    expect(below.rows.length).toBeGreaterThan(0);
    purges.length = 0;
    api.deps.caches.invalidate({ categoryIds: [men] });
    await api.deps.caches.pagePurger?.idle();
    const [tags = []] = purgedTags();
    for (const { id } of [{ id: men }, ...below.rows]) {
      expect(tags).toContain(`category-${id}`);
      expect(tags).toContain(`listing-${id}`);
    }
    expect(tags).not.toContain('clubshop');
    expect(tags.filter((tag) => tag.startsWith('site-') || tag.startsWith('product-'))).toEqual([]);
  });

  it('a change whose scope is not known purges every page', async () => {
    purges.length = 0;
    api.deps.caches.invalidateContent();
    await api.deps.caches.pagePurger?.idle();
    expect(purges.map((purge) => purge.headers['xkey-purge'])).toEqual(['clubshop']);
  });

  it('Fastly and Cloudflare get the tags through their purge APIs, with the token as their API token', async () => {
    const token = 'cf-and-fastly-api-token-0123456789abcdef';
    const providers = await createTestApi({
      config: {
        pageCachePurgeUrls: [
          `http://127.0.0.1:${cachePort}/service/svc-1/purge`,
          `http://127.0.0.1:${cachePort}/client/v4/zones/zone-1/purge_cache`,
        ],
        pageCachePurgeToken: token,
      },
    });
    try {
      purges.length = 0;
      providers.deps.caches.invalidateContent();
      await providers.deps.caches.pagePurger?.idle();
      const fastly = purges.find((purge) => purge.url === '/service/svc-1/purge');
      expect(fastly).toMatchObject({
        method: 'POST',
        headers: { 'surrogate-key': 'clubshop', 'fastly-key': token },
      });
      const cloudflare = purges.find((purge) => purge.url === '/client/v4/zones/zone-1/purge_cache');
      expect(cloudflare).toMatchObject({
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      expect(JSON.parse(cloudflare?.body ?? '')).toEqual({ tags: ['clubshop'] });
      // Neither is sent Varnish's headers.
      expect(purges.every((purge) => purge.headers['xkey-purge'] === undefined)).toBe(true);
    } finally {
      await providers.close();
    }
  }, 120_000);

  it('a cache that cannot be reached is logged and left: the API answers as before', async () => {
    const unreachable = await createTestApi({ config: { pageCachePurgeUrls: ['http://127.0.0.1:9/'] } });
    try {
      unreachable.deps.caches.invalidateCatalogue();
      await unreachable.deps.caches.pagePurger?.idle();
      expect((await unreachable.fetch('/ready')).status).toBe(200);
    } finally {
      await unreachable.close();
    }
  }, 120_000);
});

describe('a bulk edit of products (decision 0116)', () => {
  const storeId = 'northbridge-gb';
  const bulk = (body: unknown) => admin('POST', `/sites/${storeId}/products/bulk`, body);
  const product = async (handle: string) => (await admin('GET', `/sites/${storeId}/products/${handle}`)).body;
  /** Two products of the site, not the one the tests above edit. */
  const pick = async () => {
    const list = await admin('GET', `/sites/${storeId}/products?pageSize=10`);
    const rows = (list.body.items as Array<{ id: string; handle: string }>).filter(
      (row) => row.id !== 'nb-p1001',
    );
    return rows.slice(0, 2) as [{ id: string; handle: string }, { id: string; handle: string }];
  };

  it('refuses bad input with a 400 naming the field or the product, and writes nothing', async () => {
    const [a, b] = await pick();
    const before = JSON.stringify([await product(a.handle), await product(b.handle)]);
    const auditRows = async () =>
      (
        (await api.database.db.execute(
          `select count(*)::int as n from audit_log where entity = 'product'`,
        )) as unknown as { rows: Array<{ n: number }> }
      ).rows[0]?.n;
    const audited = await auditRows();
    const cases: Array<[unknown, string, string]> = [
      [{ productIds: [a.id] }, 'price', 'Admin.Validation.BulkNoChange'],
      [{ productIds: [], stock: 1 }, 'productIds', 'Admin.Validation.BulkSelection'],
      [{ productIds: [a.id, a.id], stock: 1 }, 'productIds', 'Admin.Validation.BulkSelection'],
      [{ productIds: [a.id], stock: -1 }, 'stock', 'Admin.Validation.AtLeast'],
      [{ productIds: [a.id], price: 12.5 }, 'price', 'Admin.Validation.Amount'],
      [{ productIds: [a.id], status: 'gone' }, 'status', 'Admin.Validation.Choice'],
      [{ productIds: [a.id, 'no-such-product'], stock: 1 }, 'productIds.1', 'Admin.Error.NotFound'],
      // A sale price above the products' price: the first product named, nothing of either written.
      [{ productIds: [a.id, b.id], stock: 9, discount: 99_999_900 }, 'discount', 'Admin.Error.Invalid'],
    ];
    purges.length = 0;
    for (const [body, field, code] of cases) {
      const refused = await bulk(body);
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ field, code });
    }
    const discount = await bulk(cases[7]?.[0]);
    expect(discount.body.errors[0].params).toMatchObject({ productId: a.id });
    expect(discount.body.errors[0].message).toContain(a.id);
    expect(JSON.stringify([await product(a.handle), await product(b.handle)])).toBe(before);
    expect(await auditRows()).toBe(audited);
    await api.deps.caches.pagePurger?.idle();
    expect(purges).toEqual([]);
  }, 60_000);

  it('sets price, sale price, stock and status of every colour and size of the selection, audited, purging those products only', async () => {
    const [a, b] = await pick();
    purges.length = 0;
    const changes = { price: 5000, discount: 3900, stock: 7, status: 'draft' };
    const done = await bulk({ productIds: [a.id, b.id], ...changes });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toEqual({
      products: [
        { id: a.id, handle: a.handle, changed: true },
        { id: b.id, handle: b.handle, changed: true },
      ],
      changed: 2,
    });
    for (const handle of [a.handle, b.handle]) {
      const read = await product(handle);
      expect(read.status).toBe('draft');
      for (const variant of read.variants) {
        expect(variant.prices.GBP).toEqual({ price: 5000, discount: 3900 });
        expect(
          variant.items.map((item: { stock: number }) => item.stock).every((stock: number) => stock === 7),
        ).toBe(true);
      }
    }
    const audit = (await api.database.db.execute(
      `select entity_id from audit_log where entity = 'product' and action = 'update' and entity_id in ('${a.id}', '${b.id}')`,
    )) as unknown as { rows: Array<{ entity_id: string }> };
    expect(audit.rows.map((row) => row.entity_id).sort()).toEqual([a.id, b.id].sort());
    await api.deps.caches.pagePurger?.idle();
    const tags = purgedTags().flat();
    expect(tags).toContain(`product-${a.id}`);
    expect(tags).toContain(`product-${b.id}`);
    expect(tags).not.toContain('clubshop');
    expect(tags.filter((tag) => tag.startsWith('product-')).sort()).toEqual(
      [`product-${a.id}`, `product-${b.id}`].sort(),
    );

    // The same again changes nothing: nothing written, nothing purged.
    purges.length = 0;
    const again = await bulk({ productIds: [a.id, b.id], ...changes });
    expect(again.body.changed).toBe(0);
    await api.deps.caches.pagePurger?.idle();
    expect(purges).toEqual([]);
    // Back on sale, off discount, for the other suites' eyes.
    const back = await bulk({ productIds: [a.id, b.id], status: 'active', discount: null });
    expect(back.body.changed).toBe(2);
    expect((await product(a.handle)).variants[0].prices.GBP).toEqual({ price: 5000, discount: null });
  }, 60_000);
});
