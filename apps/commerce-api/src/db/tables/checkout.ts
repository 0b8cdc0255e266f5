/**
 * Checkout tables: the checkout state of a basket (addresses, chosen shipping, drop point,
 * payment method, comment), the vouchers on it, and the seeded reference data: vouchers,
 * shipping methods per destination country and payment methods.
 */

import type { InvoiceDetailsDraft } from '@clubshop/api-sdk/contract';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { belongsTo } from '../columns.ts';
import { baskets } from './basket';
import { sites } from './content';

/** One place a parcel can be collected from. */
export interface DropPoint {
  id: string;
  name: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  /**
   * Great-circle distance from the searched postcode's centre, metres; absent when either end
   * could not be located (a country the geocoder does not know).
   */
  distance?: number;
  openingHours: string[];
}

/**
 * An address as the shopper has typed it so far (the storefront sends drafts through a queue
 * while they type); every field may be missing. Completeness is checked at basket checkout.
 */
export type StoredAddress = InvoiceDetailsDraft;

/** The checkout state of one basket; a row exists once the shopper has done anything there. */
export const checkouts = pgTable('checkouts', {
  basketToken: text('basket_token')
    .primaryKey()
    .references(() => baskets.token, { onDelete: 'cascade' }),
  billingAddress: jsonb('billing_address').$type<StoredAddress>(),
  shippingAddress: jsonb('shipping_address').$type<StoredAddress>(),
  shippingMethodId: text('shipping_method_id'),
  dropPoint: jsonb('drop_point').$type<DropPoint>(),
  customZipCode: text('custom_zip_code'),
  paymentMethodId: text('payment_method_id'),
  comment: text('comment'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A voucher code. A code is unique in the installation (it names one voucher, whichever shop a
 * shopper types it in); `storeId` says which shop sells it (decision 0049).
 */
export const vouchers = pgTable('vouchers', {
  /** Upper case; codes are matched case-insensitively. */
  code: text('code').primaryKey(),
  /**
   * The site that sells the code; null: every site (the demo seed's shared codes), which only
   * staff of all sites may change.
   */
  storeId: text('store_id').references(() => sites.storeId, { onDelete: 'cascade' }),
  kind: text('kind').$type<'percentage' | 'fixed' | 'freeShipping'>().notNull(),
  description: text('description').notNull(),
  percent: integer('percent'),
  /** For fixed vouchers: minor units per currency. */
  amounts: jsonb('amounts').$type<Record<string, number>>(),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  /** null: unlimited. */
  maxRedemptions: integer('max_redemptions'),
  /** Reserved (sent to payment) plus completed redemptions; raised atomically. */
  redemptionCount: integer('redemption_count').notNull().default(0),
  /**
   * Whether the code may share a basket with other codes. A code that is not stackable goes only
   * on a basket without codes, and no code goes on a basket holding it (issue 24: the public demo
   * codes together made a 0.00 order).
   */
  stackable: boolean('stackable').notNull().default(false),
  /**
   * The least goods value (after sale prices, before vouchers) in minor units per currency the
   * code needs; null: none. A code with minimums but none for the basket's currency is not sold there.
   */
  minimumOrderValue: jsonb('minimum_order_value').$type<Record<string, number>>(),
});

/** The vouchers a shopper put on a basket, in the order added. */
export const basketVouchers = pgTable(
  'basket_vouchers',
  {
    basketToken: belongsTo('basket_token', () => baskets.token),
    code: text('code')
      .notNull()
      .references(() => vouchers.code),
    /** Set when this basket holds one of the voucher's limited redemptions (see voucher-service). */
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.basketToken, t.code] }), index('basket_vouchers_code').on(t.code)],
);

/** A way to ship to one destination country. Prices per currency in minor units. */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: text('id').primaryKey(),
    /**
     * The site that offers the method; null: every site (the demo seed's shared methods), which
     * only staff of all sites may change (decision 0049).
     */
    storeId: text('store_id').references(() => sites.storeId, { onDelete: 'cascade' }),
    /** Destination country, ISO 3166-1 alpha-2 upper case. */
    country: text('country').notNull(),
    kind: text('kind').$type<'home' | 'parcelShop' | 'express'>().notNull(),
    carrier: text('carrier').notNull(),
    /** Names per culture. */
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    deliveryTime: jsonb('delivery_time').$type<Record<string, string>>().notNull(),
    prices: jsonb('prices').$type<Record<string, number>>().notNull(),
    /** Goods total per currency from which shipping is free; absent: never free. */
    freeFrom: jsonb('free_from').$type<Record<string, number>>(),
    hasDropPoints: boolean('has_drop_points').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    index('shipping_methods_country').on(t.country, t.sortOrder),
    index('shipping_methods_store').on(t.storeId),
  ],
);

/**
 * A place where a shipping method's parcels can be collected (parcel shop, locker), entered by
 * staff or seeded. A search answers the points nearest a postcode (`stored-drop-points.ts`).
 */
export const dropPoints = pgTable(
  'drop_points',
  {
    id: text('id').primaryKey(),
    shippingMethodId: belongsTo('shipping_method_id', () => shippingMethods.id),
    name: text('name').notNull(),
    street: text('street').notNull(),
    /** As entered ("SW1A 1AA"); searches compare it normalised (`normaliseZipCode`). */
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    /** ISO 3166-1 alpha-2 upper case. */
    country: text('country').notNull(),
    /** Lines such as "Mon-Fri 08:00-20:00". */
    openingHours: jsonb('opening_hours').$type<string[]>().notNull(),
    /**
     * Where the point is, degrees (WGS 84); null: staff gave none, and a search places the point
     * at its postcode's centre (decision 0072).
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('drop_points_method').on(t.shippingMethodId)],
);

/** A way to pay. `countries` null: offered everywhere. */
export const paymentMethods = pgTable('payment_methods', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** ISO 3166-1 alpha-2 upper case billing countries it is offered for; null: all. */
  countries: text('countries').array(),
  sortOrder: integer('sort_order').notNull(),
});
