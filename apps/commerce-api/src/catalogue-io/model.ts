/**
 * The catalogue as imports and exports see it: one `CatalogueProduct` per product, keyed by its
 * handle, with texts per culture, prices per currency in minor units, and its colour variants
 * with their sizes (SKU, stock). Shopify's CSV and our JSON are both read into this shape and
 * written from it; the database is compared and written in it too (`catalogue-store.ts`).
 */

import type { ProductStatus } from '../db/tables/catalog.ts';

/** Texts keyed by culture. */
export type Texts = Record<string, string>;

/** A size of a colour variant. */
export interface CatalogueItem {
  /** The SKU: unique in the club (another club may use the same). */
  sku: string;
  /** A size label of docs/product/requirements.md#constants (`m`, `2xl`, `128`, `onesize`). */
  size: string;
  stock: number;
  /** Expected delivery of a preorder (YYYY-MM-DD); then the size sells while out of stock. */
  preorderDate: string | null;
  ean: string;
}

/** A price in one currency, minor units; `discount` the sale price when on sale. */
export interface CataloguePrice {
  price: number;
  discount: number | null;
}

/** A colour variant. */
export interface CatalogueVariant {
  /** The colour's name per culture (the non-size options of a Shopify product). */
  colour: Texts;
  colorHex: string;
  prices: Record<string, CataloguePrice>;
  items: CatalogueItem[];
}

/** An image of a product. */
export interface CatalogueImage {
  src: string;
  alt: string;
}

/** One product. */
export interface CatalogueProduct {
  handle: string;
  name: Texts;
  /** Rich text (HTML, sanitised on write) per culture. */
  description: Texts;
  /** The club-wide category path it is listed in (`men/shirts`, or a Shopify type's slug). */
  category: string;
  /** shirt, jacket, shorts, accessory, … (the silhouettes and add-ons go by it). */
  kind: string;
  vendor: string;
  tags: string[];
  /** False: hidden from listings and search (Shopify's `Published`), still reachable by url. */
  listed: boolean;
  /** Shopify's Status: only `active` is shown and sold; `draft` and `archived` are not reachable. */
  status: ProductStatus;
  seoTitle: Texts;
  seoDescription: Texts;
  variants: CatalogueVariant[];
  images: CatalogueImage[];
}

/** A category a file names (created under the root of every site of the club when missing). */
export interface CatalogueCategory {
  key: string;
  name: Texts;
}

/** A row of a file that cannot be imported, and why. */
export interface BadRow {
  /** Line of the file (1 = the header of a CSV), or 0 for the file as a whole. */
  line: number;
  reason: string;
}

/** What reading a file gives: the products, the categories named, and the bad rows. */
export interface ReadCatalogue {
  products: CatalogueProduct[];
  categories: CatalogueCategory[];
  bad: BadRow[];
  /** Where each product starts in the file (by handle), and each SKU is (for the report). */
  lines?: { products: Map<string, number>; skus: Map<string, number> };
  /** False when a CSV has no Status column (then a product keeps the status the shop gave it). */
  statusGiven?: boolean;
}
