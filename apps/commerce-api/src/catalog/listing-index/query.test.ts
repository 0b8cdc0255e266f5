/**
 * `queryListing` against a plain reading of its rules (filter every row, count each facet without
 * its own filter, sort everything, slice the page) on random listings and random queries: the
 * bounded heap, the shop-order shortcut, word intersections and the facet pass must all agree
 * with it. Ranks come from `textRank`, held against PostgreSQL in test/listing-index.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { type ListingQuery, queryListing } from './query.ts';
import { type ListingRowInput, StoreListing } from './store-listing.ts';
import { sortQueryWords, textRank } from './text-rank.ts';
import { prefixRange } from './word-postings.ts';

/** A small deterministic random generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const vocabulary = ['shirt', 'shirts', 'short', 'home', 'away', 'kids', 'scarf', 'cap', 'navy', 'red', 'sh'];
const colors = ['Navy', 'Red', 'White', 'Black'];
const sizeSets = [['s', 'm', 'l'], ['m'], ['128', '140'], [], ['onesize']];
const categories = ['men', 'men/shirts', 'men/shirts/home', 'kids', 'kids/caps', 'gifts'];

function randomListing(next: () => number, size: number) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const rows: ListingRowInput[] = [];
  for (let index = 0; index < size; index++) {
    const wordCount = 1 + Math.floor(next() * 5);
    const positions = new Map<string, number[]>();
    for (let at = 1; at <= wordCount; at++) {
      const word = pick(vocabulary);
      positions.set(word, [...(positions.get(word) ?? []), at]);
    }
    const onSale = next() < 0.3;
    rows.push({
      variantId: `v${index}`,
      productId: `p${Math.floor(index / 2)}`,
      categoryKey: pick(categories),
      url: `/p/${index}/`,
      name: `Product ${index}`,
      colorName: pick(colors),
      colorHex: '#123456',
      kind: 'shirt',
      image: null,
      sizes: pick(sizeSets),
      price: 500 + Math.floor(next() * 20) * 250,
      onSale,
      inStock: next() < 0.7,
      itemId: `i${index}`,
      availability: 'InStock',
      singleSize: null,
      nameRank: Math.floor(next() * size),
      createdRank: Math.floor(next() * 10),
      words: [...positions]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([lexeme, at]) => ({ lexeme, positions: at })),
    });
  }
  return { rows, listing: new StoreListing(rows, [], [{ id: 'root', key: '' }]) };
}

/** The query answered the slow, obvious way. */
function reference(listing: StoreListing, rows: ListingRowInput[], query: ListingQuery) {
  const filters = query.filters ?? {};
  const words = query.words?.length ? sortQueryWords(query.words) : [];
  const ranges = words.map((word) => prefixRange(listing.lexemes, word));
  const base = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => {
      const key = query.categoryKey;
      if (key && row.categoryKey !== key && !row.categoryKey.startsWith(`${key}/`)) return false;
      return words.every((word) => row.words.some((entry) => entry.lexeme.startsWith(word)));
    });
  type Filter = 'color' | 'size' | 'price' | 'onSale' | 'inStock';
  const passes: Record<Filter, (row: ListingRowInput) => boolean> = {
    color: (row) => !filters.colors?.size || filters.colors.has(row.colorName),
    size: (row) => !filters.sizes?.size || row.sizes.some((size) => filters.sizes?.has(size)),
    price: (row) =>
      (filters.priceMin === undefined || row.price >= filters.priceMin) &&
      (filters.priceMax === undefined || row.price <= filters.priceMax),
    onSale: (row) => filters.onSale === undefined || row.onSale === filters.onSale,
    inStock: (row) => filters.inStock === undefined || row.inStock === filters.inStock,
  };
  const allBut = (except?: Filter) =>
    base.filter(({ row }) =>
      (Object.keys(passes) as Filter[]).every((key) => key === except || passes[key](row)),
    );
  const matched = allBut();
  const sort = query.sort;
  const keyOf = (index: number): number => {
    const row = rows[index] as ListingRowInput;
    if (sort.by === 'relevance' && ranges.length) return -textRank(listing.words, index, ranges);
    if (sort.by === 'price') return sort.descending ? -row.price : row.price;
    if (sort.by === 'name') return sort.descending ? -row.nameRank : row.nameRank;
    if (sort.by === 'created') return sort.descending ? -row.createdRank : row.createdRank;
    return 0;
  };
  const ordered = matched
    .map(({ index }) => index)
    .sort((a, b) => keyOf(a) - keyOf(b) || a - b)
    .slice(query.offset, query.offset + query.limit);
  const count = (values: string[]) => {
    const counts = new Map<string, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    return counts;
  };
  const priced = allBut('price').map(({ row }) => row.price);
  return {
    rows: ordered,
    total: matched.length,
    facets: {
      colors: count(allBut('color').map(({ row }) => row.colorName)),
      sizes: count(allBut('size').flatMap(({ row }) => row.sizes)),
      minPrice: priced.length ? Math.min(...priced) : null,
      maxPrice: priced.length ? Math.max(...priced) : null,
      onSale: allBut('onSale').filter(({ row }) => row.onSale).length,
      inStock: allBut('inStock').filter(({ row }) => row.inStock).length,
    },
  };
}

function randomQuery(next: () => number): ListingQuery {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const sorts: ListingQuery['sort'][] = [
    { by: 'shop' },
    { by: 'relevance' },
    { by: 'price', descending: false },
    { by: 'price', descending: true },
    { by: 'name', descending: next() < 0.5 },
    { by: 'created', descending: next() < 0.5 },
  ];
  const words =
    next() < 0.6
      ? Array.from({ length: 1 + Math.floor(next() * 2) }, () =>
          pick(['sh', 'shirt', 'home', 'ca', 'navy', 's', 'zz']),
        )
      : [];
  return {
    categoryKey: pick(['', '', 'men', 'men/shirts', 'kids', 'gifts']),
    words,
    filters: {
      ...(next() < 0.4 ? { colors: new Set([pick(colors), pick(colors)]) } : {}),
      ...(next() < 0.4 ? { sizes: new Set([pick(['s', 'm', 'l', '128', 'onesize'])]) } : {}),
      ...(next() < 0.3 ? { priceMin: 1000, priceMax: 4000 } : {}),
      ...(next() < 0.3 ? { onSale: next() < 0.5 } : {}),
      ...(next() < 0.4 ? { inStock: next() < 0.7 } : {}),
    },
    sort: pick(sorts),
    offset: pick([0, 0, 5, 24, 48, 300]),
    limit: pick([1, 6, 24, 100]),
    facets: true,
  };
}

describe('queryListing', () => {
  it('answers 2,000 random queries on random listings as the obvious reading of its rules', () => {
    const next = random(20261122);
    for (let listingIndex = 0; listingIndex < 20; listingIndex++) {
      const { rows, listing } = randomListing(next, 50 + Math.floor(next() * 800));
      for (let queryIndex = 0; queryIndex < 100; queryIndex++) {
        const query = randomQuery(next);
        expect({ query, ...queryListing(listing, query) }).toEqual({
          query,
          ...reference(listing, rows, query),
        });
      }
    }
  });

  it('counts only the page rows it returns and the rows of every page once', () => {
    const { listing } = randomListing(random(7), 600);
    const pages = [0, 1, 2, 3].map(
      (page) =>
        queryListing(listing, {
          categoryKey: '',
          sort: { by: 'price', descending: true },
          offset: page * 24,
          limit: 24,
        }).rows,
    );
    const all = pages.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(96);
  });
});
