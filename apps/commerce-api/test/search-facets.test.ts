/**
 * Facet counts of product search against a brute-force count: the listing rows a search starts
 * from (site, listed, category, term) are read one by one and every facet is counted in plain
 * JavaScript, row by row, with each facet ignoring its own filter (disjunctive counts). The API
 * computes the same numbers with one grouped statement; both must agree for every request below.
 */
import { type SearchRequest, searchRequestToParams, searchResponseSchema } from '@clubshop/api-sdk/contract';
import { createTestApi } from '@clubshop/commerce-api/testing';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tsQueryOf } from '../src/catalog/search.ts';
import { queryRows } from '../src/db/database.ts';
import { openForFile } from '../src/testing/open-for-file.ts';
import { expectContract } from './contract.ts';

const api = openForFile(() => createTestApi());

interface Row extends Record<string, unknown> {
  variant_id: string;
  color_name: string;
  sizes: string[];
  price: number;
  on_sale: boolean;
  in_stock: boolean;
}

type Filter = 'color' | 'size' | 'price' | 'onSale' | 'inStock';

/** The facets of `request` on `storeId`, counted row by row. */
async function bruteForceFacets(storeId: string, request: SearchRequest, categoryKey: string) {
  const tsQuery = request.Term ? tsQueryOf(request.Term) : undefined;
  const conditions: SQL[] = [sql`store_id = ${storeId}`, sql`not is_unlisted`];
  if (categoryKey)
    conditions.push(sql`(category_key = ${categoryKey} or category_key like ${`${categoryKey}/%`})`);
  if (tsQuery) conditions.push(sql`search_vector @@ to_tsquery('simple', ${tsQuery})`);
  const rows = await queryRows<Row>(
    api.database.db,
    sql`select variant_id, color_name, sizes, price, on_sale, in_stock from store_variants where ${sql.join(conditions, sql` and `)}`,
  );
  const filters = request.Filters ?? {};
  const colors = filters.MultipleFilters?.find((filter) => filter.Key === 'color')?.Values ?? [];
  const sizes = filters.MultipleFilters?.find((filter) => filter.Key === 'size')?.Values ?? [];
  const range = filters.RangeFilters?.find((filter) => filter.Key === 'price');
  const bit = (key: string) => filters.BitFilters?.find((filter) => filter.Key === key)?.Value;
  const passes: Record<Filter, (row: Row) => boolean> = {
    color: (row) => colors.length === 0 || colors.includes(row.color_name),
    size: (row) => sizes.length === 0 || row.sizes.some((size) => sizes.includes(size)),
    price: (row) =>
      (range?.Min === undefined || row.price >= Math.round(Number(range.Min) * 100)) &&
      (range?.Max === undefined || row.price <= Math.round(Number(range.Max) * 100)),
    onSale: (row) => bit('onSale') === undefined || row.on_sale === bit('onSale'),
    inStock: (row) => bit('inStock') === undefined || row.in_stock === bit('inStock'),
  };
  const allBut = (except?: Filter) =>
    rows.filter((row) =>
      (Object.keys(passes) as Filter[]).every((key) => key === except || passes[key](row)),
    );
  const countBy = (values: string[], selected: string[]) => {
    const counts = new Map<string, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    for (const value of selected) if (!counts.has(value)) counts.set(value, 0);
    return Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)));
  };
  const priced = allBut('price').map((row) => row.price);
  return {
    total: allBut().length,
    pageIds: new Set(allBut().map((row) => row.variant_id)),
    color: countBy(
      allBut('color').map((row) => row.color_name),
      colors,
    ),
    size: countBy(
      allBut('size').flatMap((row) => row.sizes),
      sizes,
    ),
    min: priced.length ? Math.floor(Math.min(...priced) / 100) : 0,
    max: priced.length ? Math.ceil(Math.max(...priced) / 100) : 0,
    onSale: allBut('onSale').filter((row) => row.on_sale).length,
    inStock: allBut('inStock').filter((row) => row.in_stock).length,
  };
}

/** The API's answer to `request`, reduced to what the brute force computes. */
async function apiFacets(storeId: string, request: SearchRequest) {
  const response = await api.fetch(`/api/products/search?${searchRequestToParams(request)}`, {
    headers: { StoreId: storeId },
  });
  const body = expectContract(searchResponseSchema, await response.json());
  const facet = (key: string) => body.facets.find((entry) => entry.key === key);
  const values = (key: string) => {
    const found = facet(key);
    if (found?.type !== 'Multiple') throw new Error(`${key} facet missing`);
    return Object.fromEntries(
      [...found.values]
        .sort((a, b) => a.value.localeCompare(b.value))
        .map((entry) => [entry.value, entry.count]),
    );
  };
  const price = facet('price');
  const onSale = facet('onSale');
  const inStock = facet('inStock');
  if (price?.type !== 'Range' || onSale?.type !== 'Bit' || inStock?.type !== 'Bit')
    throw new Error('price, onSale or inStock facet missing');
  return {
    body,
    counts: {
      total: body.paging.totalItems,
      color: values('color'),
      size: values('size'),
      min: price.min,
      max: price.max,
      onSale: onSale.count,
      inStock: inStock.count,
    },
  };
}

const requests: Array<{ storeId: string; categoryKey: string; request: SearchRequest }> = [
  { storeId: 'northbridge-gb', categoryKey: '', request: { PageSize: 5 } },
  {
    storeId: 'northbridge-gb',
    categoryKey: '',
    request: {
      Term: 'shirt',
      PageSize: 100,
      Filters: {
        MultipleFilters: [{ Key: 'size', Values: ['m'] }],
        BitFilters: [{ Key: 'inStock', Value: true }],
      },
    },
  },
  {
    storeId: 'riverside-dk',
    categoryKey: '',
    request: {
      PageSize: 100,
      Filters: {
        MultipleFilters: [
          { Key: 'size', Values: ['l', '128', 'onesize'] },
          { Key: 'color', Values: ['Sort', 'Hvid', 'no-such-colour'] },
        ],
        RangeFilters: [{ Key: 'price', Min: 10, Max: 500 }],
        BitFilters: [
          { Key: 'onSale', Value: false },
          { Key: 'inStock', Value: true },
        ],
      },
    },
  },
  {
    storeId: 'harbour-de',
    categoryKey: 'men',
    request: {
      CategoryId: 'harbour-de-c-men',
      PageSize: 100,
      Filters: {
        RangeFilters: [{ Key: 'price', Max: 60 }],
        BitFilters: [{ Key: 'onSale', Value: true }],
      },
    },
  },
];

describe('search facet counts', () => {
  it.each(requests)(
    'match a row-by-row count ($storeId, $categoryKey)',
    async ({ storeId, categoryKey, request }) => {
      const expected = await bruteForceFacets(storeId, request, categoryKey);
      const { body, counts } = await apiFacets(storeId, request);
      const { pageIds, ...expectedCounts } = expected;
      expect(counts).toEqual(expectedCounts);
      // The page holds only rows passing every filter.
      const pageVariantIds = await queryRows<{ variant_id: string }>(
        api.database.db,
        sql`select variant_id from store_variants where store_id = ${storeId} and url in (${sql.join(
          body.products.map((product) => sql`${product.url}`),
          sql`, `,
        )})`,
      );
      expect(body.products.length).toBe(Math.min(expected.total, Number(request.PageSize ?? 24)));
      for (const row of pageVariantIds) expect(pageIds.has(row.variant_id)).toBe(true);
    },
  );

  it('checks requests that match something on every facet', async () => {
    // Guards the table above against vacuous cases: each request finds products.
    for (const { storeId, categoryKey, request } of requests) {
      expect((await bruteForceFacets(storeId, request, categoryKey)).total).toBeGreaterThan(0);
    }
  });
});
