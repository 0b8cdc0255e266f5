/**
 * The in-memory listing index against PostgreSQL itself: search and category listings answer from
 * memory, so this file asks the database the same questions in SQL (the way the API asked them
 * before the index) and holds the answers equal: the tsvector words, `ts_rank` to the last bit of
 * its float4, and the rows and order of every page for every sort, term and filter below.
 * Facet counts are held against a row-by-row count in search-facets.test.ts.
 */
import { type SearchRequest, searchRequestToParams, searchResponseSchema } from '@clubshop/api-sdk/contract';
import { createTestApi } from '@clubshop/commerce-api/testing';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ListingIndex } from '../src/catalog/listing-index/listing-index.ts';
import { loadStoreListing } from '../src/catalog/listing-index/load.ts';
import type { StoreListing } from '../src/catalog/listing-index/store-listing.ts';
import { sortQueryWords, textRank } from '../src/catalog/listing-index/text-rank.ts';
import { parseTsVector } from '../src/catalog/listing-index/tsvector.ts';
import { prefixRange } from '../src/catalog/listing-index/word-postings.ts';
import { termWords, tsQueryOf } from '../src/catalog/search.ts';
import { queryRows } from '../src/db/database.ts';
import { openForFile } from '../src/testing/open-for-file.ts';
import { expectContract } from './contract.ts';

const api = openForFile(() => createTestApi());

const stores = ['northbridge-gb', 'riverside-de', 'harbour-dk'];

/** Terms worth ranking on a site: common words, their prefixes, two- and three-word names. */
async function termsOf(storeId: string): Promise<string[]> {
  const names = await queryRows<{ name: string; color_name: string }>(
    api.database.db,
    sql`select name, color_name from store_variants where store_id = ${storeId} and not is_unlisted
        order by sort_order limit 40`,
  );
  const words = names.flatMap((row) => termWords(`${row.name} ${row.color_name}`));
  const frequent = [...new Set(words)].slice(0, 8);
  return [
    ...frequent,
    ...frequent.map((word) => word.slice(0, 2)),
    ...names.slice(0, 6).map((row) => `${row.name} ${row.color_name}`),
    ...names.slice(6, 10).map((row) => row.name.split(' ').slice(0, 2).join(' ')),
    `${frequent[0]} ${frequent[0]}`,
    'zzz-no-such-word',
  ];
}

describe('the tsvector words of the index', () => {
  it('are the lexemes and positions PostgreSQL stores, in its order', async () => {
    const rows = await queryRows<{ words: string; lexemes: string[]; positions: string[] }>(
      api.database.db,
      sql`select sv.search_vector::text as words,
            array(select u.lexeme from unnest(sv.search_vector) u) as lexemes,
            array(select array_to_string(u.positions, ',') from unnest(sv.search_vector) u) as positions
          from store_variants sv where sv.store_id = 'riverside-de' limit 200`,
    );
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      const parsed = parseTsVector(row.words);
      expect(parsed.map((entry) => entry.lexeme)).toEqual(row.lexemes);
      expect(parsed.map((entry) => entry.positions.join(','))).toEqual(row.positions);
    }
  });

  it('reads quotes, backslashes and lexemes without positions', () => {
    expect(parseTsVector(`'it''s':1 'a\\\\b':2,5 'plain'`)).toEqual([
      { lexeme: "it's", positions: [1] },
      { lexeme: 'a\\b', positions: [2, 5] },
      { lexeme: 'plain', positions: [] },
    ]);
  });
});

describe('ts_rank of the index', () => {
  const listings = new Map<string, StoreListing>();
  beforeAll(async () => {
    for (const storeId of stores) listings.set(storeId, await loadStoreListing(api.database.db, storeId));
  });

  it.each(stores)('equals PostgreSQL ts_rank, float4 bit for bit, on %s', async (storeId) => {
    const listing = listings.get(storeId) as StoreListing;
    let compared = 0;
    for (const term of await termsOf(storeId)) {
      const tsQuery = tsQueryOf(term);
      if (!tsQuery) continue;
      const ranked = await queryRows<{ variant_id: string; rank: number }>(
        api.database.db,
        sql`select variant_id, ts_rank(search_vector, to_tsquery('simple', ${tsQuery}))::float8 as rank
            from store_variants where store_id = ${storeId} and not is_unlisted
              and search_vector @@ to_tsquery('simple', ${tsQuery})`,
      );
      const ranges = sortQueryWords(termWords(term)).map((word) => prefixRange(listing.lexemes, word));
      for (const row of ranked) {
        const at = listing.rowOfVariant.get(row.variant_id) as number;
        expect({ term, variant: row.variant_id, rank: textRank(listing.words, at, ranges) }).toEqual({
          term,
          variant: row.variant_id,
          rank: Number(row.rank),
        });
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(200);
  });
});

/** The search request's page as SQL over `store_variants` would answer it: urls in order, total. */
async function sqlPage(storeId: string, categoryKey: string, request: SearchRequest) {
  const tsQuery = request.Term ? tsQueryOf(request.Term) : undefined;
  const filters = request.Filters ?? {};
  const where: SQL[] = [sql`store_id = ${storeId}`, sql`not is_unlisted`];
  if (categoryKey)
    where.push(sql`(category_key = ${categoryKey} or category_key like ${`${categoryKey}/%`})`);
  if (tsQuery) where.push(sql`search_vector @@ to_tsquery('simple', ${tsQuery})`);
  for (const filter of filters.MultipleFilters ?? []) {
    const values = sql.join(
      filter.Values.map((value) => sql`${value}`),
      sql`, `,
    );
    where.push(
      filter.Key === 'color' ? sql`color_name in (${values})` : sql`sizes && array[${values}]::text[]`,
    );
  }
  for (const filter of filters.RangeFilters ?? []) {
    if (filter.Min !== undefined) where.push(sql`price >= ${Math.round(Number(filter.Min) * 100)}`);
    if (filter.Max !== undefined) where.push(sql`price <= ${Math.round(Number(filter.Max) * 100)}`);
  }
  for (const filter of filters.BitFilters ?? []) {
    where.push(filter.Key === 'onSale' ? sql`on_sale = ${filter.Value}` : sql`in_stock = ${filter.Value}`);
  }
  const descending = request.Sorting === 'desc';
  const dir = sql.raw(descending ? 'desc' : 'asc');
  const order =
    filters.SortOptions === 'price'
      ? sql`price ${dir}, sort_order`
      : filters.SortOptions === 'newest'
        ? sql`created_at ${sql.raw(descending ? 'asc' : 'desc')}, sort_order`
        : filters.SortOptions === 'name'
          ? sql`name ${dir}, sort_order`
          : tsQuery
            ? sql`ts_rank(search_vector, to_tsquery('simple', ${tsQuery})) desc, sort_order`
            : sql`sort_order`;
  const condition = sql.join(where, sql` and `);
  const pageSize = Number(request.PageSize ?? 24);
  const page = Number(request.Page ?? 1);
  const rows = await queryRows<{ url: string }>(
    api.database.db,
    sql`select url from store_variants where ${condition} order by ${order}
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const [count] = await queryRows<{ count: number }>(
    api.database.db,
    sql`select count(*)::int as count from store_variants where ${condition}`,
  );
  return { urls: rows.map((row) => row.url), total: count?.count ?? 0 };
}

async function apiPage(storeId: string, request: SearchRequest) {
  const response = await api.fetch(`/api/products/search?${searchRequestToParams(request)}`, {
    headers: { StoreId: storeId },
  });
  const body = expectContract(searchResponseSchema, await response.json());
  return { urls: body.products.map((product) => product.url), total: body.paging.totalItems };
}

const sorts: Array<
  Pick<NonNullable<SearchRequest['Filters']>, 'SortOptions'> & Pick<SearchRequest, 'Sorting'>
> = [
  {},
  { SortOptions: 'price', Sorting: 'asc' },
  { SortOptions: 'price', Sorting: 'desc' },
  { SortOptions: 'name', Sorting: 'asc' },
  { SortOptions: 'name', Sorting: 'desc' },
  { SortOptions: 'newest', Sorting: 'asc' },
  { SortOptions: 'newest', Sorting: 'desc' },
];

describe('search pages from the index', () => {
  it.each(stores)('hold the rows, in the order, SQL gives (%s)', async (storeId) => {
    const [term, , , , , , , , shortTerm] = await termsOf(storeId);
    const [category] = await queryRows<{ id: string; key: string }>(
      api.database.db,
      sql`select id, key from categories where store_id = ${storeId} and depth = 1 order by sort_order limit 1`,
    );
    const cases: Array<{ categoryKey: string; request: SearchRequest }> = [];
    for (const { SortOptions, Sorting } of sorts) {
      const filters = SortOptions ? { SortOptions } : {};
      const sorting = Sorting ? { Sorting } : {};
      for (const [Page, PageSize] of [
        [1, 7],
        [3, 7],
        [2, 100],
        [40, 24],
      ] as const) {
        cases.push({ categoryKey: '', request: { Page, PageSize, ...sorting, Filters: filters } });
        cases.push({
          categoryKey: '',
          request: { Term: term, Page, PageSize, ...sorting, Filters: filters },
        });
      }
      cases.push({
        categoryKey: '',
        request: {
          Term: shortTerm,
          PageSize: 10,
          ...sorting,
          Filters: {
            ...filters,
            MultipleFilters: [{ Key: 'size', Values: ['m', 'l', '128'] }],
            BitFilters: [{ Key: 'inStock', Value: true }],
          },
        },
      });
      cases.push({
        categoryKey: category?.key ?? '',
        request: {
          CategoryId: category?.id ?? '',
          PageSize: 10,
          Page: 2,
          ...sorting,
          Filters: { ...filters, RangeFilters: [{ Key: 'price', Min: 20, Max: 80 }] },
        },
      });
    }
    let rowsCompared = 0;
    for (const { categoryKey, request } of cases) {
      const expected = await sqlPage(storeId, categoryKey, request);
      expect({ request, ...(await apiPage(storeId, request)) }).toEqual({ request, ...expected });
      rowsCompared += expected.urls.length;
    }
    expect(rowsCompared).toBeGreaterThan(500);
  });
});

describe('search terms', () => {
  it('find a product by every word of its name and colour, punctuation and all', async () => {
    const rows = await queryRows<{ store_id: string; url: string; name: string; color_name: string }>(
      api.database.db,
      sql`select distinct on (store_id) store_id, url, name, color_name from store_variants
          where not is_unlisted and name ~ '[[:punct:]]' order by store_id, sort_order`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(9);
    for (const row of rows) {
      for (const term of [`${row.name} ${row.color_name}`, row.name.split(/[^\p{L}\p{N}]+/u).at(-1) ?? '']) {
        const { urls } = await apiPage(row.store_id, { Term: term, PageSize: 100 });
        expect({ term, found: urls.includes(row.url) }).toEqual({ term, found: true });
      }
    }
  });
});

describe('the listing index', () => {
  it('loads a site once, reloads it after an invalidation, and keeps no load that an invalidation overtook', async () => {
    const index = new ListingIndex(api.database.db);
    const first = await index.listing('harbour-dk');
    expect(await index.listing('harbour-dk')).toBe(first);
    expect(first.size).toBeGreaterThan(100);

    index.invalidate();
    const second = await index.listing('harbour-dk');
    expect(second).not.toBe(first);

    index.invalidate();
    const overtaken = index.listing('harbour-dk');
    index.invalidate();
    const answered = await overtaken;
    expect(answered.size).toBe(second.size);
    expect(await index.listing('harbour-dk')).not.toBe(answered);
  });

  it('keeps at most maxSites listings, dropping the least recently asked (decision 0113)', async () => {
    const index = new ListingIndex(api.database.db, Number.POSITIVE_INFINITY, 2);
    const northbridge = await index.listing('northbridge-gb');
    const riverside = await index.listing('riverside-de');
    // Asked again: now the most recent, so the third site drops riverside-de, not it.
    expect(await index.listing('northbridge-gb')).toBe(northbridge);
    const harbour = await index.listing('harbour-dk');
    expect(index.sites).toBe(2);
    expect(await index.listing('northbridge-gb')).toBe(northbridge);
    expect(await index.listing('harbour-dk')).toBe(harbour);
    const reloaded = await index.listing('riverside-de');
    expect(reloaded).not.toBe(riverside);
    expect(reloaded.size).toBe(riverside.size);
    expect(index.sites).toBe(2);
  });

  it('applies a stock change of some variants in place before the next query', async () => {
    const index = new ListingIndex(api.database.db);
    const listing = await index.listing('riverside-gb');
    const row = listing.inStock.indexOf(1);
    const variantId = listing.variantId[row] as string;
    await api.database.db.execute(
      sql`update items set stock_state = 'OutOfStock', stock_quantity = 0 where variant_id = ${variantId}`,
    );
    await api.database.db.execute(
      sql`update store_variants set in_stock = false where variant_id = ${variantId}`,
    );
    try {
      index.stockChanged([variantId]);
      expect(await index.listing('riverside-gb')).toBe(listing);
      expect(listing.inStock[row]).toBe(0);
      expect(listing.availability[row]).toBe('OutOfStock');
    } finally {
      await api.database.db.execute(
        sql`update items set stock_state = 'InStock', stock_quantity = 5 where variant_id = ${variantId}`,
      );
      await api.database.db.execute(
        sql`update store_variants set in_stock = true where variant_id = ${variantId}`,
      );
      api.invalidateCatalogue();
    }
  });
});
