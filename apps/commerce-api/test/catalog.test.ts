import {
  categoryListResponseSchema,
  categorySchema,
  errorResponseSchema,
  productListByIdsResponseSchema,
  productListResponseSchema,
  productPreorderResponseSchema,
  productSchema,
  productVariantResponseSchema,
  searchRequestToParams,
  searchResponseSchema,
  sitemapResponseSchema,
} from '@clubshop/api-sdk/contract';
import { createTestApi } from '@clubshop/commerce-api/testing';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/database.ts';
import { openForFile } from '../src/testing/open-for-file.ts';
import { expectContract, jsonInit } from './contract.ts';

const api = openForFile(() => createTestApi());

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await api.fetch(path, { headers });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('categories', () => {
  it('lists a three-level tree per site, in the site culture', async () => {
    const { body } = await get('/api/categories', { StoreId: 'riverside-dk' });
    const list = expectContract(categoryListResponseSchema, body);
    const byId = new Map(list.map((category) => [category.id, category]));
    const depth = (id: string | undefined): number => (id ? 1 + depth(byId.get(id)?.parentId) : 0);
    expect(Math.max(...list.map((category) => depth(category.id)))).toBe(3);
    expect(list.map((category) => category.name)).toContain('Tilbehør');
  });

  it('finds one category by id and 404s unknown or foreign ids', async () => {
    const ok = await get('/api/categories/northbridge-gb-c-men-shirts');
    expect(expectContract(categorySchema, ok.body).url).toBe('/men/shirts/');
    expect((await get('/api/categories/riverside-dk-c-men')).status).toBe(404);
    expectContract(errorResponseSchema, (await get('/api/categories/nope')).body);
  });
});

describe('products', () => {
  it('pages a category listing and leaves unlisted products out', async () => {
    const first = expectContract(
      productListResponseSchema,
      (await get('/api/products/category/northbridge-gb-root?page=1&pageSize=50')).body,
    );
    expect(first.paging.totalItems).toBeGreaterThan(150);
    expect(first.products).toHaveLength(50);
    const second = expectContract(
      productListResponseSchema,
      (await get('/api/products/category/northbridge-gb-root?page=2&pageSize=50')).body,
    );
    expect(second.products[0]?.url).not.toBe(first.products[0]?.url);
    expect(first.products.every((product) => !product.attributes.isUnlisted)).toBe(true);
    const [unlisted] = await queryRows<{ id: string; url: string }>(
      api.database.db,
      sql`select p.id, sv.url from products p join store_variants sv on sv.product_id = p.id and sv.store_id = 'northbridge-gb' where p.is_unlisted limit 1`,
    );
    const product = expectContract(productSchema, (await get(`/api/products/${unlisted?.id}`)).body);
    expect(product.attributes.isUnlisted).toBe(true);
    const search = expectContract(
      searchResponseSchema,
      (await get(`/api/products/search?Term=${encodeURIComponent(product.name)}&PageSize=100`)).body,
    );
    expect(search.products.some((entry) => entry.id === unlisted?.id)).toBe(false);
    const page = (await get(`/api/content?url=${encodeURIComponent(unlisted?.url ?? '')}`)).body as {
      meta: { status: number; robotsIndex: boolean };
    };
    expect(page.meta).toMatchObject({ status: 200, robotsIndex: false });
  });

  it('shows a shirt with sizes, colours, prices per currency and personalisation', async () => {
    const [row] = await queryRows<{ id: string }>(
      api.database.db,
      sql`select id from products where club_id = 'harbour' and kind = 'home-shirt' and category_key = 'men/shirts/home' limit 1`,
    );
    const de = expectContract(
      productSchema,
      (await get(`/api/products/${row?.id}`, { StoreId: 'harbour-de' })).body,
    );
    expect(de.price.unitPrice.currency).toBe('EUR');
    expect(de.variants.map((variant) => variant.size)).toEqual(expect.arrayContaining(['xs', 'm', '3xl']));
    expect(de.addOns.map((addOn) => addOn.type).sort()).toEqual(['Personal', 'Player']);
    expect(de.breadcrumb.parent?.name).toBe('Heimtrikots');
    const dk = expectContract(
      productSchema,
      (await get(`/api/products/${row?.id}`, { StoreId: 'harbour-dk' })).body,
    );
    expect(dk.price.unitPrice.currency).toBe('DKK');
    expect(dk.price.unitPrice.amount).toBeGreaterThan(de.price.unitPrice.amount);
    const variant = expectContract(
      productVariantResponseSchema,
      (await get(`/api/products/variant/${de.variants[0]?.id}`, { StoreId: 'harbour-de' })).body,
    );
    expect(variant.variant.id).toBe(de.variants[0]?.id);
    const byIds = expectContract(
      productListByIdsResponseSchema,
      (await get(`/api/products?id=${row?.id}&id=unknown`, { StoreId: 'harbour-de' })).body,
    );
    expect(byIds.map((product) => product.id)).toEqual([row?.id]);
    expect((await get(`/api/products/${row?.id}`)).status).toBe(404);
    expect((await get('/api/products/variant/nothing')).status).toBe(404);
  });

  it('knows kids and onesize sizes, discounts with savings and stock states', async () => {
    const rows = await queryRows<{ size: string; stock_state: string }>(
      api.database.db,
      sql`select distinct i.size, i.stock_state from items i join products p on p.id = i.product_id where p.club_id = 'northbridge'`,
    );
    const sizes = new Set(rows.map((row) => row.size));
    for (const size of ['104', '176', 'xs', '3xl', 'onesize']) expect(sizes.has(size)).toBe(true);
    expect(new Set(rows.map((row) => row.stock_state))).toEqual(
      new Set(['InStock', 'OutOfStock', 'InPreorderStock']),
    );
    const [preorder] = await queryRows<{ product_id: string }>(
      api.database.db,
      sql`select i.product_id from items i join products p on p.id = i.product_id where p.club_id = 'northbridge' and i.stock_state = 'InPreorderStock' limit 1`,
    );
    const info = expectContract(
      productPreorderResponseSchema,
      (await get(`/api/products/${preorder?.product_id}/preorder`)).body,
    );
    expect(info.availability).toBe('InPreorderStock');
    expect(info.preorder?.expectedDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const sale = expectContract(
      searchResponseSchema,
      (await get('/api/products/search?Filters.BitFilters=onSale:true&PageSize=5')).body,
    );
    const product = sale.products[0];
    expect(product?.price.savings?.amount).toBeCloseTo(
      (product?.price.unitPrice.amount ?? 0) - (product?.price.discountPrice?.amount ?? 0),
      5,
    );
  });
});

describe('search', () => {
  it('filters by two facets and counts each facet without its own filter', async () => {
    const all = expectContract(searchResponseSchema, (await get('/api/products/search?PageSize=1')).body);
    const colorFacet = all.facets.find((facet) => facet.key === 'color');
    if (colorFacet?.type !== 'Multiple') throw new Error('color facet missing');
    const colour = colorFacet.values[0];
    const params = searchRequestToParams({
      PageSize: 100,
      Filters: {
        MultipleFilters: [{ Key: 'color', Values: [colour?.value ?? ''] }],
        BitFilters: [{ Key: 'inStock', Value: true }],
      },
    });
    const filtered = expectContract(searchResponseSchema, (await get(`/api/products/search?${params}`)).body);
    expect(filtered.paging.totalItems).toBeGreaterThan(0);
    expect(filtered.paging.totalItems).toBeLessThanOrEqual(colour?.count ?? 0);
    expect(filtered.products.every((product) => product.attributes.colorName === colour?.value)).toBe(true);
    const filteredColour = filtered.facets.find((facet) => facet.key === 'color');
    if (filteredColour?.type !== 'Multiple') throw new Error('color facet missing');
    // Other colours keep counts (disjunctive), the chosen one is marked.
    expect(filteredColour.values.filter((value) => value.count > 0).length).toBeGreaterThan(1);
    expect(filteredColour.values.find((value) => value.selected)?.value).toBe(colour?.value);
    const inStock = filtered.facets.find((facet) => facet.key === 'inStock');
    expect(inStock?.type === 'Bit' && inStock.selected).toBe(true);
  });

  it('labels the size facet as the requirements write sizes; its values stay the raw labels', async () => {
    const all = expectContract(searchResponseSchema, (await get('/api/products/search?PageSize=1')).body);
    const sizeFacet = all.facets.find((facet) => facet.key === 'size');
    if (sizeFacet?.type !== 'Multiple') throw new Error('size facet missing');
    const labelOf = (value: string) => sizeFacet.values.find((entry) => entry.value === value)?.label;
    expect(labelOf('xs')).toBe('XS');
    expect(labelOf('3xl')).toBe('3XL');
    expect(labelOf('onesize')).toBe('One size');
  });

  it('answers POST like GET, with term, category, price range and sorting', async () => {
    const request = {
      Term: 'shirt',
      CategoryId: 'northbridge-gb-c-men',
      PageSize: 10,
      Filters: { RangeFilters: [{ Key: 'price', Min: 10, Max: 200 }], SortOptions: 'price' },
      Sorting: 'desc' as const,
    };
    const viaGet = expectContract(
      searchResponseSchema,
      (await get(`/api/products/search?${searchRequestToParams(request)}`)).body,
    );
    const response = await api.fetch('/api/products/search', jsonInit('POST', request));
    const viaPost = expectContract(searchResponseSchema, await response.json());
    expect(viaPost).toEqual(viaGet);
    expect(viaGet.products.length).toBeGreaterThan(0);
    const prices = viaGet.products.map(
      (product) => product.price.discountPrice?.amount ?? product.price.unitPrice.amount,
    );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(viaGet.products.every((product) => product.url.startsWith('/men/'))).toBe(true);
  });

  it('refuses unknown filter keys, wrong types and unknown categories', async () => {
    const unknown = await get('/api/products/search?Filters.MultipleFilters=flavour:mint');
    expect(unknown.status).toBe(400);
    expect(expectContract(errorResponseSchema, unknown.body).errors[0]?.field).toBe(
      'Filters.MultipleFilters',
    );
    expect((await get('/api/products/search?PageSize=lots')).status).toBe(400);
    expect((await get('/api/products/search?CategoryId=nope')).status).toBe(404);
    const post = await api.fetch('/api/products/search', jsonInit('POST', { Page: 'one' }));
    expect(post.status).toBe(400);
  });

  it('serves category and product sitemaps', async () => {
    const categories = expectContract(
      sitemapResponseSchema,
      (await get('/api/categories/sitemap?page=1')).body,
    );
    expect(categories.items.length).toBeGreaterThan(10);
    const products = expectContract(sitemapResponseSchema, (await get('/api/products/sitemap')).body);
    expect(products.paging.totalItems).toBeGreaterThan(150);
  });
});
