/**
 * The seeded demo products in the admin API (issue 27): every one is listed with a handle (the
 * back office lists and edits by handle), and an edit through the admin API changes that product
 * (its id, colour ids, SKUs and addresses kept), which the shop then serves; no second product
 * appears. On PGlite, and on PostgreSQL with COMMERCE_TEST_DATABASE_URL.
 */
import { createTestApi } from '@clubshop/commerce-api/testing';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { productDetails } from '../src/catalogue-io/tables.ts';
import { items, products } from '../src/db/tables/catalog.ts';
import { openForFile } from '../src/testing/open-for-file.ts';
import { jsonInit } from './contract.ts';
import { adminFetch, createCliOwner } from './support/admin-client.ts';

vi.setConfig({ testTimeout: 120_000 });

const api = openForFile(() => createTestApi());
let owner = '';
const password = 'staff password 1';
const storeId = 'northbridge-gb';

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  adminFetch(api, owner, method, path, body, headers);

/** The shop's product (`GET /api/products/{id}`) on the British site. */
async function shopProduct(id: string) {
  const response = await api.fetch(`/api/products/${id}`, { headers: { StoreId: storeId } });
  expect(response.status).toBe(200);
  return (await response.json()) as { url: string; variants: Array<{ id: string }> } & Record<
    string,
    unknown
  >;
}

beforeAll(async () => {
  await createCliOwner(api, 'owner@demo-products.example', password);
  const token = await api.fetch(
    '/admin/api/auth/token',
    jsonInit('POST', { grant_type: 'password', username: 'owner@demo-products.example', password }),
  );
  owner = ((await token.json()) as { access_token: string }).access_token;
}, 180_000);

describe('the demo products in the admin API', () => {
  it('lists every product of the club, each with a handle', async () => {
    const [club] = await api.deps.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.clubId, 'northbridge'));
    const listed = await call('GET', `/sites/${storeId}/products?pageSize=100`);
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.total).toBe(club?.n);
    expect(club?.n).toBeGreaterThan(100);
    const found = await call('GET', `/sites/${storeId}/products?search=classic-away-shirt-26-27-1001`);
    expect(found.body.items.map((item: { handle: string }) => item.handle)).toEqual([
      'classic-away-shirt-26-27-1001',
    ]);
  });

  it('edits a demo product in place: same id, colours, sizes and address; the shop serves the new price', async () => {
    const before = await shopProduct('nb-p1001');
    const [countBefore] = await api.deps.db.select({ n: count() }).from(products);
    const read = await call('GET', `/sites/${storeId}/products/classic-away-shirt-26-27-1001`);
    expect(read.status, read.text).toBe(200);
    const product = read.body;
    expect(product.variants.length).toBeGreaterThan(0);
    for (const variant of product.variants) variant.prices.GBP = { price: 4321, discount: null };
    const saved = await call('PUT', `/sites/${storeId}/products/${product.handle}`, product, {
      'If-Match': read.etag ?? '',
    });
    expect(saved.status, saved.text).toBe(200);
    const [countAfter] = await api.deps.db.select({ n: count() }).from(products);
    expect(countAfter?.n).toBe(countBefore?.n);
    const after = await shopProduct('nb-p1001');
    expect(after.url).toBe(before.url);
    expect(after.variants.map((variant) => variant.id)).toEqual(before.variants.map((variant) => variant.id));
    expect(JSON.stringify(after)).toContain('43.21');
  });
});

describe('a demo product sold for preorder', () => {
  it('saved as it was read stays for preorder (its sizes are not turned into stock in hand)', async () => {
    const [preordered] = await api.deps.db
      .selectDistinct({ productId: items.productId })
      .from(items)
      .innerJoin(products, eq(products.id, items.productId))
      .where(and(eq(items.stockState, 'InPreorderStock'), eq(products.clubId, 'northbridge')))
      .limit(1);
    if (!preordered) throw new Error('the demo has no preorder product');
    const [detail] = await api.deps.db
      .select({ handle: productDetails.handle })
      .from(productDetails)
      .where(eq(productDetails.productId, preordered.productId));
    const path = `/sites/${storeId}/products/${detail?.handle}`;
    const read = await call('GET', path);
    expect(read.status, read.text).toBe(200);
    const saved = await call('PUT', path, read.body, { 'If-Match': read.etag ?? '' });
    expect(saved.status, saved.text).toBe(200);
    const states = await api.deps.db
      .selectDistinct({ stockState: items.stockState })
      .from(items)
      .where(eq(items.productId, preordered.productId));
    expect(states.map((row) => row.stockState)).toEqual(['InPreorderStock']);
  });
});
