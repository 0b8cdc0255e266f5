/**
 * What an imported catalogue says beyond the tables of `catalog/`: the handle a product is
 * known by (Shopify's, the key imports upsert by), vendor, tags and SEO texts, and its images.
 */
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo } from '../db/columns.ts';
import { products } from '../db/tables/catalog.ts';

/** Import details of a product. */
export const productDetails = pgTable(
  'product_details',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    clubId: text('club_id').notNull(),
    /** The product's handle (`home-shirt-2026`): unique in its club, the key of imports. */
    handle: text('handle').notNull(),
    vendor: text('vendor').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** SEO title and description per culture. */
    seoTitle: jsonb('seo_title').$type<Record<string, string>>().notNull().default({}),
    seoDescription: jsonb('seo_description').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [uniqueIndex('product_details_club_handle').on(t.clubId, t.handle)],
);

/** An image of a product, by position (1 = first); `src` is where the original is. */
export const productImages = pgTable(
  'product_images',
  {
    productId: belongsTo('product_id', () => products.id),
    position: integer('position').notNull(),
    src: text('src').notNull(),
    altText: text('alt_text').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    index('product_images_product').on(t.productId),
  ],
);
