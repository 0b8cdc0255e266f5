/**
 * The listing of one site held in memory: every listed colour variant of `store_variants` with
 * what search filters, counts and sorts by (typed arrays, one slot per row), the words of its
 * search vector (an inverted index by lexeme, plus the positions `ts_rank` needs), and what its
 * product card shows. Row r is the r-th row in shop order (`sort_order`), so "shop order" is
 * simply row order. Built by `loadStoreListing`, queried by `queryListing`.
 */
import type { WordVectors } from './text-rank.ts';
import type { TsVectorEntry } from './tsvector.ts';
import { WordPostings } from './word-postings.ts';

/** Availability of a card: the best of its sizes. */
export type CardAvailability = 'InStock' | 'OutOfStock' | 'InPreorderStock';

/** What a product card needs that a row's stock can change (see `refreshStock`). */
export interface CardStock {
  /** The size a card adds to the basket: the first in stock, else the first. */
  itemId: string | null;
  availability: CardAvailability;
  /** The size label when the variant has only one size. */
  singleSize: string | null;
  inStock: boolean;
}

/** One listed row as loaded from the database. */
export interface ListingRowInput extends CardStock {
  variantId: string;
  productId: string;
  categoryKey: string;
  url: string;
  name: string;
  colorName: string;
  colorHex: string;
  kind: string;
  /** The product's first uploaded picture, or null for the generated one of its kind and colour. */
  image: ListingImage | null;
  /** Sizes of the variant in size order. */
  sizes: string[];
  /** Effective price in minor units of the site's currency (what the price filter compares). */
  price: number;
  onSale: boolean;
  /** Rank of the name in the database's collation (equal names, equal rank). */
  nameRank: number;
  /** Rank of the creation time (equal times, equal rank). */
  createdRank: number;
  words: TsVectorEntry[];
}

/** An uploaded picture a card shows: `/images/uploads/…`, alt text, focal point in percent. */
export interface ListingImage {
  src: string;
  alt: string;
  focal: { top: number; left: number };
}

/** Card prices of a variant in one currency, minor units (discount -1 when none). */
export interface CurrencyPrices {
  unit: Float64Array;
  discount: Float64Array;
}

/** Interns strings to small integer codes. */
class Codes {
  readonly values: string[] = [];
  private readonly index = new Map<string, number>();
  code(value: string): number {
    let code = this.index.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.index.set(value, code);
    }
    return code;
  }
}

/** The in-memory listing of one site (store). */
export class StoreListing {
  readonly size: number;
  readonly variantId: string[];
  readonly productId: string[];
  readonly url: string[];
  readonly name: string[];
  readonly colorHex: string[];
  readonly kind: string[];
  /** Row -> the product's first uploaded picture (null: the generated one). */
  readonly image: Array<ListingImage | null>;
  readonly itemId: Array<string | null>;
  readonly availability: CardAvailability[];
  readonly singleSize: Array<string | null>;
  /** Row -> colour code; `colors[code]` is the colour name. */
  readonly colorCode: Int32Array;
  readonly colors: string[];
  /** Row -> size set code; `sizeSets[code]` lists its sizes. */
  readonly sizeSetCode: Int32Array;
  readonly sizeSets: string[][];
  /** Row -> category code; `categoryKeys[code]` is the club-wide category key. */
  readonly categoryCode: Int32Array;
  readonly categoryKeys: string[];
  readonly price: Int32Array;
  readonly onSale: Uint8Array;
  readonly inStock: Uint8Array;
  readonly nameRank: Int32Array;
  readonly createdRank: Int32Array;
  /** Lexemes in sorted order; a lexeme's id is its index. */
  readonly lexemes: string[];
  /** Rows holding each lexeme, ascending. */
  readonly postings: Int32Array[];
  readonly words: WordVectors;
  /** Card prices per currency code. */
  readonly prices: Map<string, CurrencyPrices>;
  /** Category id -> club-wide key, for every category of the site (the root has key ''). */
  readonly categoryKeyById: Map<string, string>;
  /** Row of a variant id. */
  readonly rowOfVariant: Map<string, number>;
  /** Rows per search word (prefix), built on first use. */
  readonly wordPostings: WordPostings;
  /** Rank per row, scratch space of `queryListing` (one query runs at a time). */
  readonly rankScratch: Float64Array;
  /** Rows passing a query's filters, scratch space of `queryListing`. */
  readonly rowScratch: Int32Array;

  constructor(
    rows: readonly ListingRowInput[],
    prices: ReadonlyArray<{
      variantId: string;
      currency: string;
      unitPrice: number;
      discountPrice: number | null;
    }>,
    categories: ReadonlyArray<{ id: string; key: string }>,
  ) {
    const size = rows.length;
    this.size = size;
    this.variantId = rows.map((row) => row.variantId);
    this.productId = rows.map((row) => row.productId);
    this.url = rows.map((row) => row.url);
    this.name = rows.map((row) => row.name);
    this.colorHex = rows.map((row) => row.colorHex);
    this.kind = rows.map((row) => row.kind);
    this.image = rows.map((row) => row.image);
    this.itemId = rows.map((row) => row.itemId);
    this.availability = rows.map((row) => row.availability);
    this.singleSize = rows.map((row) => row.singleSize);
    this.rowOfVariant = new Map(rows.map((row, index) => [row.variantId, index]));

    const colors = new Codes();
    const sizeSets = new Codes();
    const categoryKeys = new Codes();
    this.colorCode = Int32Array.from(rows, (row) => colors.code(row.colorName));
    this.sizeSetCode = Int32Array.from(rows, (row) => sizeSets.code(row.sizes.join(',')));
    this.categoryCode = Int32Array.from(rows, (row) => categoryKeys.code(row.categoryKey));
    this.colors = colors.values;
    this.sizeSets = sizeSets.values.map((set) => (set === '' ? [] : set.split(',')));
    this.categoryKeys = categoryKeys.values;
    this.price = Int32Array.from(rows, (row) => row.price);
    this.onSale = Uint8Array.from(rows, (row) => (row.onSale ? 1 : 0));
    this.inStock = Uint8Array.from(rows, (row) => (row.inStock ? 1 : 0));
    this.nameRank = Int32Array.from(rows, (row) => row.nameRank);
    this.createdRank = Int32Array.from(rows, (row) => row.createdRank);

    // Lexeme ids in sorted order, so the lexemes a prefix matches are one id range.
    const lexemeSet = new Set<string>();
    for (const row of rows) for (const entry of row.words) lexemeSet.add(entry.lexeme);
    this.lexemes = [...lexemeSet].sort();
    const lexemeId = new Map(this.lexemes.map((lexeme, index) => [lexeme, index]));
    const postingLists: number[][] = this.lexemes.map(() => []);
    let entryCount = 0;
    let positionCount = 0;
    for (const row of rows) {
      entryCount += row.words.length;
      for (const entry of row.words) positionCount += entry.positions.length;
    }
    const words: WordVectors = {
      rowEntryStart: new Int32Array(size + 1),
      entryLexeme: new Int32Array(entryCount),
      entryPositionStart: new Int32Array(entryCount + 1),
      positions: new Uint16Array(positionCount),
    };
    let entry = 0;
    let position = 0;
    rows.forEach((row, rowIndex) => {
      words.rowEntryStart[rowIndex] = entry;
      for (const word of row.words) {
        const id = lexemeId.get(word.lexeme) as number;
        words.entryLexeme[entry] = id;
        words.entryPositionStart[entry] = position;
        for (const at of word.positions) words.positions[position++] = at;
        const list = postingLists[id] as number[];
        if (list[list.length - 1] !== rowIndex) list.push(rowIndex);
        entry++;
      }
    });
    words.rowEntryStart[size] = entry;
    words.entryPositionStart[entry] = position;
    this.words = words;
    this.postings = postingLists.map((list) => Int32Array.from(list));

    this.prices = new Map();
    for (const price of prices) {
      const row = this.rowOfVariant.get(price.variantId);
      if (row === undefined) continue;
      let currency = this.prices.get(price.currency);
      if (!currency) {
        currency = { unit: new Float64Array(size), discount: new Float64Array(size).fill(-1) };
        this.prices.set(price.currency, currency);
      }
      currency.unit[row] = price.unitPrice;
      currency.discount[row] = price.discountPrice ?? -1;
    }
    this.categoryKeyById = new Map(categories.map((category) => [category.id, category.key]));
    this.wordPostings = new WordPostings(this.lexemes, this.postings, words);
    this.rankScratch = new Float64Array(size);
    this.rowScratch = new Int32Array(size);
  }

  /** Applies new stock of a variant (after an order took stock). Unknown variants are ignored. */
  updateStock(variantId: string, stock: CardStock): void {
    const row = this.rowOfVariant.get(variantId);
    if (row === undefined) return;
    this.itemId[row] = stock.itemId;
    this.availability[row] = stock.availability;
    this.singleSize[row] = stock.singleSize;
    this.inStock[row] = stock.inStock ? 1 : 0;
  }
}
