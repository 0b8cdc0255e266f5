/**
 * Queries a `StoreListing`: the rows under a category that contain every query word (as a word
 * prefix), filtered, counted per facet and cut to one sorted page, in one pass over the
 * candidate rows. Facet counts are disjunctive: each facet counts with every filter but its own.
 */
import type { StoreListing } from './store-listing.ts';
import { type LexemeRange, sortQueryWords, textRank, type WordVectors } from './text-rank.ts';
import type { WordRows } from './word-postings.ts';

/** Filters of a listing query; prices in minor units of the site's currency. */
export interface ListingFilters {
  colors?: ReadonlySet<string>;
  sizes?: ReadonlySet<string>;
  priceMin?: number;
  priceMax?: number;
  onSale?: boolean;
  inStock?: boolean;
}

/**
 * Order of a page. `shop`: the shop's order (`sort_order`); `relevance`: `ts_rank` of the query
 * words, best first; the others by price, name (the database's collation) or creation time.
 * Every order ends with the shop order, so equal keys keep a stable order.
 */
export type ListingSort =
  | { by: 'shop' }
  | { by: 'relevance' }
  | { by: 'price' | 'name' | 'created'; descending: boolean };

/** A query of a site's listing. */
export interface ListingQuery {
  /** Club-wide category key; rows under it (itself and every descendant), '' = all. */
  categoryKey: string;
  /** Words every row must contain as the start of one of its words (lowercase). */
  words?: readonly string[];
  filters?: ListingFilters;
  sort: ListingSort;
  offset: number;
  limit: number;
  /** Count facets too (search does, a plain category listing does not). */
  facets?: boolean;
  /**
   * When no row under the category holds every word: match words a few edits off instead
   * (`typoBudget`; the last word also a few edits off the start of a word), fewest edits first
   * (docs/decisions/0071-search-typo-tolerance.md).
   */
  typoTolerance?: boolean;
}

/** Facet counts of a query. */
export interface ListingFacets {
  /** Rows per colour, counted without the colour filter. */
  colors: Map<string, number>;
  /** Rows per size, counted without the size filter. */
  sizes: Map<string, number>;
  /** Lowest and highest price without the price filter (minor units), null when no row. */
  minPrice: number | null;
  maxPrice: number | null;
  /** Rows on sale, counted without the onSale filter. */
  onSale: number;
  /** Rows in stock, counted without the inStock filter. */
  inStock: number;
}

/** Answer of `queryListing`: the page's rows in order, how many rows match, facet counts. */
export interface ListingResult {
  rows: number[];
  total: number;
  facets?: ListingFacets;
  /**
   * Set when the rows come from words a few edits off (`typoTolerance`): each query word that
   * no lexeme starts with, and the lexeme it most likely meant.
   */
  corrections?: ReadonlyMap<string, string>;
}

const colorBit = 1;
const sizeBit = 2;
const priceBit = 4;
const onSaleBit = 8;
const inStockBit = 16;

/** Rows in every one of several ascending lists (ascending). */
function intersection(lists: readonly Int32Array[]): Int32Array {
  const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length);
  let rows = shortest as Int32Array;
  for (const other of others) {
    const kept = new Int32Array(rows.length);
    let count = 0;
    let at = 0;
    for (const row of rows) {
      while (at < other.length && (other[at] as number) < row) at++;
      if (at === other.length) break;
      if (other[at] === row) kept[count++] = row;
    }
    rows = kept.subarray(0, count);
  }
  return rows;
}

/**
 * The page `[offset, offset + limit)` of `rows` (ascending) ordered by `key` of each row, equal
 * keys in row order. A small page of many rows keeps a bounded heap of the best `offset + limit`
 * rows: since rows come in ascending order, a later row only enters with a strictly better key.
 */
function pageByKey(
  rows: Int32Array,
  key: ArrayLike<number>,
  descending: boolean,
  offset: number,
  limit: number,
) {
  const wanted = offset + limit;
  if (offset >= rows.length) return [];
  const orderValue = (row: number) => (descending ? -(key[row] as number) : (key[row] as number));
  const before = (a: number, b: number) => {
    const difference = orderValue(a) - orderValue(b);
    return difference < 0 || (difference === 0 && a < b);
  };
  if (wanted >= rows.length / 4) {
    return Array.from(rows)
      .sort((a, b) => (before(a, b) ? -1 : 1))
      .slice(offset, wanted);
  }
  // Max-heap of (value, row): the worst kept row on top.
  const heapRows = new Int32Array(wanted);
  const heapValues = new Float64Array(wanted);
  let size = 0;
  const worse = (i: number, j: number) =>
    (heapValues[i] as number) > (heapValues[j] as number) ||
    (heapValues[i] === heapValues[j] && (heapRows[i] as number) > (heapRows[j] as number));
  const swap = (i: number, j: number) => {
    const row = heapRows[i] as number;
    heapRows[i] = heapRows[j] as number;
    heapRows[j] = row;
    const value = heapValues[i] as number;
    heapValues[i] = heapValues[j] as number;
    heapValues[j] = value;
  };
  for (const row of rows) {
    const value = orderValue(row);
    if (size < wanted) {
      heapRows[size] = row;
      heapValues[size] = value;
      let index = size++;
      while (index > 0) {
        const parent = (index - 1) >> 1;
        if (!worse(index, parent)) break;
        swap(index, parent);
        index = parent;
      }
    } else if (value < (heapValues[0] as number)) {
      heapRows[0] = row;
      heapValues[0] = value;
      let index = 0;
      for (;;) {
        const left = index * 2 + 1;
        const right = left + 1;
        let largest = index;
        if (left < size && worse(left, largest)) largest = left;
        if (right < size && worse(right, largest)) largest = right;
        if (largest === index) break;
        swap(index, largest);
        index = largest;
      }
    }
  }
  return Array.from(heapRows.subarray(0, size))
    .sort((a, b) => (before(a, b) ? -1 : 1))
    .slice(offset, wanted);
}

/** Fewest edits the words are off by in a row, summed over the words (0: every word as typed). */
function rowEdits(vectors: WordVectors, row: number, words: readonly LexemeRange[]): number {
  const first = vectors.rowEntryStart[row] as number;
  const last = vectors.rowEntryStart[row + 1] as number;
  let sum = 0;
  for (const word of words) {
    let fewest = Number.POSITIVE_INFINITY;
    for (let entry = first; entry < last && fewest > 0; entry++) {
      const lexeme = vectors.entryLexeme[entry] as number;
      const edits = lexeme >= word.from && lexeme < word.to ? 0 : word.typos?.get(lexeme);
      if (edits !== undefined && edits < fewest) fewest = edits;
    }
    if (fewest !== Number.POSITIVE_INFINITY) sum += fewest;
  }
  return sum;
}

/** Candidate rows of some words, ascending: those holding every word. */
function candidatesOf(wordRows: readonly WordRows[]): Int32Array {
  return wordRows.length === 1
    ? (wordRows[0] as WordRows).rows
    : intersection(wordRows.map((entry) => entry.rows));
}

/** Runs a query on a site's listing. */
export function queryListing(listing: StoreListing, query: ListingQuery): ListingResult {
  const filters = query.filters ?? {};
  const words = query.words?.length ? sortQueryWords(query.words) : undefined;
  const under = new Uint8Array(listing.categoryKeys.length);
  listing.categoryKeys.forEach((key, code) => {
    const inside =
      query.categoryKey === '' || key === query.categoryKey || key.startsWith(`${query.categoryKey}/`);
    under[code] = inside ? 1 : 0;
  });
  const { colorCode, sizeSetCode, categoryCode, price, onSale, inStock } = listing;

  let wordRows = words?.map((word) => listing.wordPostings.rowsOf(word));
  // Candidate rows, ascending: those holding every word (all rows without words).
  let candidates = wordRows ? candidatesOf(wordRows) : undefined;
  let corrections: Map<string, string> | undefined;
  if (query.typoTolerance && words && candidates?.every((row) => under[categoryCode[row] as number] === 0)) {
    // Nothing under the category holds the words as typed: the words a few edits off answer.
    const lastWord = query.words?.[query.words.length - 1];
    wordRows = words.map((word) => listing.wordPostings.tolerantRowsOf(word, word === lastWord));
    candidates = candidatesOf(wordRows);
    corrections = new Map();
    words.forEach((word, index) => {
      const correction = wordRows?.[index]?.correction;
      if (correction !== undefined) corrections?.set(word, correction);
    });
  }
  const ranges = wordRows?.map((entry) => entry.range);
  // With one word its rank (and edits) per candidate is known already.
  const candidateRanks = wordRows?.length === 1 ? (wordRows[0] as WordRows).ranks : undefined;
  const candidateTypos = wordRows?.length === 1 ? (wordRows[0] as WordRows).typos : undefined;
  const typoRanking = corrections !== undefined;
  const rank = listing.rankScratch;
  const colorChosen = filters.colors?.size
    ? Uint8Array.from(listing.colors, (color) => (filters.colors?.has(color) ? 1 : 0))
    : undefined;
  const sizeSetChosen = filters.sizes?.size
    ? Uint8Array.from(listing.sizeSets, (sizes) => (sizes.some((size) => filters.sizes?.has(size)) ? 1 : 0))
    : undefined;
  const priceMin = filters.priceMin ?? Number.NEGATIVE_INFINITY;
  const priceMax = filters.priceMax ?? Number.POSITIVE_INFINITY;
  const pricing = filters.priceMin !== undefined || filters.priceMax !== undefined;
  const onSaleWanted = filters.onSale === undefined ? -1 : filters.onSale ? 1 : 0;
  const inStockWanted = filters.inStock === undefined ? -1 : filters.inStock ? 1 : 0;

  const counting = query.facets === true;
  const colorCounts = new Int32Array(counting ? listing.colors.length : 0);
  const sizeSetCounts = new Int32Array(counting ? listing.sizeSets.length : 0);
  let minPrice = Number.POSITIVE_INFINITY;
  let maxPrice = Number.NEGATIVE_INFINITY;
  let onSaleCount = 0;
  let inStockCount = 0;
  const sort = query.sort;
  const shopOrder = sort.by === 'shop' || (sort.by === 'relevance' && !ranges);
  // Candidates are visited in shop order: in that order only the page needs keeping.
  const keepAll = !shopOrder;
  const pageEnd = query.offset + query.limit;
  const visits = candidates ? candidates.length : listing.size;
  // Rows passing every filter: all of them to sort, else the page's rows.
  const matched = keepAll ? listing.rowScratch : new Int32Array(query.limit);
  let kept = 0;
  let total = 0;

  for (let index = 0; index < visits; index++) {
    const row = candidates ? (candidates[index] as number) : index;
    if (under[categoryCode[row] as number] === 0) continue;
    let failed = 0;
    if (colorChosen && colorChosen[colorCode[row] as number] === 0) failed |= colorBit;
    if (sizeSetChosen && sizeSetChosen[sizeSetCode[row] as number] === 0) failed |= sizeBit;
    const rowPrice = price[row] as number;
    if (pricing && (rowPrice < priceMin || rowPrice > priceMax)) failed |= priceBit;
    if (onSaleWanted !== -1 && onSale[row] !== onSaleWanted) failed |= onSaleBit;
    if (inStockWanted !== -1 && inStock[row] !== inStockWanted) failed |= inStockBit;
    if (failed === 0) {
      if (keepAll || (total >= query.offset && total < pageEnd)) matched[kept++] = row;
      // Fewer edits first: a rank is below 1, so each edit puts a row below every row with fewer.
      if (candidateRanks)
        rank[row] =
          (candidateRanks[index] as number) - (candidateTypos ? (candidateTypos[index] as number) : 0);
      total++;
    }
    if (!counting || (failed & (failed - 1)) !== 0) continue; // fails two filters: counts nowhere
    if (failed === 0 || failed === colorBit) {
      const color = colorCode[row] as number;
      colorCounts[color] = (colorCounts[color] as number) + 1;
    }
    if (failed === 0 || failed === sizeBit) {
      const sizeSet = sizeSetCode[row] as number;
      sizeSetCounts[sizeSet] = (sizeSetCounts[sizeSet] as number) + 1;
    }
    if (failed === 0 || failed === priceBit) {
      if (rowPrice < minPrice) minPrice = rowPrice;
      if (rowPrice > maxPrice) maxPrice = rowPrice;
    }
    if ((failed === 0 || failed === onSaleBit) && onSale[row] === 1) onSaleCount++;
    if ((failed === 0 || failed === inStockBit) && inStock[row] === 1) inStockCount++;
  }

  let rows: number[];
  if (shopOrder) {
    rows = Array.from(matched.subarray(0, kept));
  } else if (sort.by === 'relevance') {
    const ranked = matched.subarray(0, kept);
    if (!candidateRanks) {
      for (const row of ranked) {
        rank[row] = textRank(listing.words, row, ranges ?? []);
        if (typoRanking) rank[row] = (rank[row] as number) - rowEdits(listing.words, row, ranges ?? []);
      }
    }
    rows = pageByKey(ranked, rank, true, query.offset, query.limit);
  } else {
    const key =
      sort.by === 'price' ? listing.price : sort.by === 'name' ? listing.nameRank : listing.createdRank;
    rows = pageByKey(matched.subarray(0, kept), key, sort.descending, query.offset, query.limit);
  }

  const corrected = corrections ? { corrections } : {};
  if (!counting) return { rows, total, ...corrected };
  const colors = new Map<string, number>();
  colorCounts.forEach((count, code) => {
    if (count > 0) colors.set(listing.colors[code] as string, count);
  });
  const sizes = new Map<string, number>();
  sizeSetCounts.forEach((count, code) => {
    if (count === 0) return;
    for (const size of listing.sizeSets[code] as string[]) sizes.set(size, (sizes.get(size) ?? 0) + count);
  });
  return {
    rows,
    total,
    ...corrected,
    facets: {
      colors,
      sizes,
      minPrice: minPrice === Number.POSITIVE_INFINITY ? null : minPrice,
      maxPrice: maxPrice === Number.NEGATIVE_INFINITY ? null : maxPrice,
      onSale: onSaleCount,
      inStock: inStockCount,
    },
  };
}
