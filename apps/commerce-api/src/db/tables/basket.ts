/**
 * Basket tables: a basket (found by its unguessable token) and its lines. A line's price is read
 * from the catalogue every time a basket is shown, so a basket always shows today's price in the
 * site's currency; the price it was added at is kept beside it only to tell the shopper when the
 * two differ (decision 0078).
 */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo } from '../columns.ts';

/**
 * Personalisation printed on a shirt (docs/product/requirements.md#entities: the enumeration
 * Personal / Player).
 */
export interface LineAddOn {
  type: 'Personal' | 'Player';
  name: string;
  number?: number;
}

/** `open` while shopping; `ordered` once paid (the basket is then read-only and has a receipt). */
export type BasketStatus = 'open' | 'ordered';

/** A shopper's basket on one site. */
export const baskets = pgTable(
  'baskets',
  {
    /** 24 random bytes, base64url: the only thing that finds a basket. */
    token: text('token').primaryKey(),
    storeId: text('store_id').notNull(),
    /** The site's club: only its products go in. */
    clubId: text('club_id').notNull(),
    /** The site's currency when the basket was made; every total is in it. */
    currency: text('currency').notNull(),
    /** The site's culture (`en`, `de`, `da`): names of lines are shown in it. */
    culture: text('culture').notNull(),
    /** The site's country (`GB`, `DE`, `DK`): shipping before an address is known. */
    country: text('country').notNull(),
    status: text('status').$type<BasketStatus>().notNull().default('open'),
    /**
     * The user the basket belongs to (created or used with their access token): then only that
     * user's access token reads or changes it. Null: anonymous, the token alone is enough.
     */
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('baskets_updated').on(t.updatedAt), index('baskets_user').on(t.userId, t.storeId)],
);

/** One line of a basket: an item (variant in a size), how many, and its personalisation. */
export const basketLines = pgTable(
  'basket_lines',
  {
    id: text('id').primaryKey(),
    basketToken: belongsTo('basket_token', () => baskets.token),
    /** `items.id` of the catalogue (the basket payload's `productId`). */
    itemId: text('item_id').notNull(),
    /** `product_add_ons.id` when personalised. */
    addOnRelationId: text('add_on_relation_id'),
    addOns: jsonb('add_ons').$type<LineAddOn[]>().notNull().default([]),
    /**
     * What makes two adds the same line: item, add-on relation and personalisation. Unique per
     * basket, so concurrent adds of the same thing meet in one row (`on conflict ... do update`).
     */
    lineKey: text('line_key').notNull(),
    quantity: integer('quantity').notNull(),
    /**
     * What one unit cost when the line was last added (its price less its discount, add-ons
     * included, minor units of the basket's currency): the basket tells the shopper when today's
     * price differs. Null for lines added before it was kept.
     */
    addedUnitPrice: integer('added_unit_price'),
    /** Order of first addition, for a stable line order. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('basket_lines_basket_key').on(t.basketToken, t.lineKey)],
);
