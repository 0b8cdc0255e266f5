/**
 * Catalogue tables: a club's products in three levels (product -> colour variant -> size item),
 * prices per currency, shirt personalisation add-ons, each site's category tree, and the per-site
 * listing rows that search, facets and path resolution read.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo } from '../columns.ts';

/** A product's status (Shopify's): only `active` products are shown and sold. */
export const productStatuses = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];

/** Stock states of docs/product/requirements.md#entities. */
export type StockState = 'InStock' | 'OutOfStock' | 'InPreorderStock';

/** Texts keyed by culture ('en', 'de', 'da'). */
export type CultureTexts = Record<string, string>;

/** PostgreSQL full-text vector (written with to_tsvector at insert time). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** One node of a site's category tree. Sites of one club share `key` (the club-wide path). */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id').notNull(),
    parentId: text('parent_id'),
    /** Club-wide path of the node, e.g. `men/shirts`; '' for the root. Products point at it. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** Site-relative url with trailing slash, e.g. `/herren/trikots/`; '/' for the root. */
    url: text('url').notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
    depth: integer('depth').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    uniqueIndex('categories_store_url').on(t.storeId, t.url),
    uniqueIndex('categories_store_key').on(t.storeId, t.key),
    index('categories_parent').on(t.parentId),
  ],
);

/** A product (a style) of one club. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    clubId: text('club_id').notNull(),
    /** Club-wide category path (`categories.key`) of the leaf category. */
    categoryKey: text('category_key').notNull(),
    /** shirt, jacket, shorts, accessory, … (drives sizes and add-ons). */
    kind: text('kind').notNull(),
    /** Texts per culture. */
    name: jsonb('name').$type<CultureTexts>().notNull(),
    description: jsonb('description').$type<CultureTexts>().notNull(),
    slug: jsonb('slug').$type<CultureTexts>().notNull(),
    /** Hidden from listings and search, still reachable by its url. */
    isUnlisted: boolean('is_unlisted').notNull().default(false),
    /**
     * Shopify's status: `active` is sold; `draft` (being prepared) and `archived` (no longer
     * sold) are neither listed nor reachable by url nor sold (`productStatuses`).
     */
    status: text('status').$type<ProductStatus>().notNull().default('active'),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('products_club_category').on(t.clubId, t.categoryKey)],
);

/** A colour variant of a product: the thing with a url, images and a price. */
export const variants = pgTable(
  'variants',
  {
    id: text('id').primaryKey(),
    productId: belongsTo('product_id', () => products.id),
    colorName: jsonb('color_name').$type<CultureTexts>().notNull(),
    colorHex: text('color_hex').notNull(),
    slug: text('slug').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('variants_product').on(t.productId)],
);

/** A size of a colour variant: what goes into a basket (the basket payload's `productId`). */
export const items = pgTable(
  'items',
  {
    /** The item's id (the basket's); the SKU it was created with unless another club had that id. */
    id: text('id').primaryKey(),
    /** The club of the product (SKUs are unique per club, not per installation). */
    clubId: text('club_id').notNull(),
    /** The SKU: unique in the club. */
    sku: text('sku').notNull(),
    variantId: belongsTo('variant_id', () => variants.id),
    productId: belongsTo('product_id', () => products.id),
    /** Size label of docs/product/requirements.md#constants (104..176, xs..3xl, onesize). */
    size: text('size').notNull(),
    sizeOrder: integer('size_order').notNull(),
    stockQuantity: integer('stock_quantity').notNull(),
    stockState: text('stock_state').$type<StockState>().notNull(),
    /** Expected delivery of a preorder item. */
    preorderDate: date('preorder_date', { mode: 'string' }),
    ean: text('ean').notNull(),
  },
  (t) => [
    index('items_variant').on(t.variantId),
    index('items_product').on(t.productId),
    uniqueIndex('items_club_sku').on(t.clubId, t.sku),
  ],
);

/** Price of a colour variant in one currency, in minor units (pence, cent, øre). */
export const variantPrices = pgTable(
  'variant_prices',
  {
    variantId: belongsTo('variant_id', () => variants.id),
    currency: text('currency').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /** The sale price when discounted; savings = unitPrice - discountPrice. */
    discountPrice: integer('discount_price'),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.currency] })],
);

/** A shirt personalisation add-on of a club: `Personal` (a name) or `Player` (name + number). */
export const addOns = pgTable('add_ons', {
  id: text('id').primaryKey(),
  clubId: text('club_id').notNull(),
  type: text('type').$type<'Personal' | 'Player'>().notNull(),
  name: jsonb('name').$type<CultureTexts>().notNull(),
  /** Players to choose from for `Player` add-ons. */
  players: jsonb('players').$type<Array<{ name: string; number: number }>>().notNull().default([]),
});

/** Price of an add-on per currency, in minor units. */
export const addOnPrices = pgTable(
  'add_on_prices',
  {
    addOnId: belongsTo('add_on_id', () => addOns.id),
    currency: text('currency').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.addOnId, t.currency] })],
);

/** Which add-ons a product offers; the id is the basket payload's `addOnAndProductRelationId`. */
export const productAddOns = pgTable(
  'product_add_ons',
  {
    id: text('id').primaryKey(),
    productId: belongsTo('product_id', () => products.id),
    addOnId: belongsTo('add_on_id', () => addOns.id),
  },
  (t) => [index('product_add_ons_product').on(t.productId)],
);

/**
 * One colour variant as one site shows it: localized name and url, price in the site's currency,
 * and the facet values. Listings, search and facets read only this table (one indexed scan);
 * path resolution finds product pages by `url`. Rebuilt from the tables above by
 * `refreshStoreVariants`.
 */
export const storeVariants = pgTable(
  'store_variants',
  {
    storeId: text('store_id').notNull(),
    variantId: belongsTo('variant_id', () => variants.id),
    productId: text('product_id').notNull(),
    categoryKey: text('category_key').notNull(),
    url: text('url').notNull(),
    name: text('name').notNull(),
    colorName: text('color_name').notNull(),
    sizes: text('sizes').array().notNull(),
    /**
     * `sizes` joined with ',' (e.g. `s,m,l`): the key search groups facet counts by. Hashing a
     * short text is several times cheaper than hashing a text[] when PostgreSQL groups tens of
     * thousands of rows; the few distinct sets are split back into sizes after grouping.
     */
    sizeSet: text('size_set').notNull().default(''),
    /** Effective price (discounted when on sale) in minor units of the site's currency. */
    price: integer('price').notNull(),
    onSale: boolean('on_sale').notNull(),
    inStock: boolean('in_stock').notNull(),
    isUnlisted: boolean('is_unlisted').notNull(),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.variantId] }),
    uniqueIndex('store_variants_url').on(t.storeId, t.url),
    index('store_variants_category').using('btree', t.storeId, sql`${t.categoryKey} text_pattern_ops`),
    index('store_variants_listed').on(t.storeId, t.isUnlisted, t.sortOrder),
    index('store_variants_search').using('gin', t.searchVector),
  ],
);
