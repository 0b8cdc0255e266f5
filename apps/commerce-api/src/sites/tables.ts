/**
 * VAT rates of sites (issue 40 item 5, decision 0105): the rate included in a site's prices for
 * each country it sells to, in basis points (2500 = 25 %), so the stored rate is exact. A site
 * and country without a row has no known rate: its orders show no VAT line rather than a wrong one.
 */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo } from '../db/columns.ts';
import { sites } from '../db/tables/content';

/** The VAT rate of one site for one destination country. */
export const vatRates = pgTable(
  'vat_rates',
  {
    storeId: belongsTo('store_id', () => sites.storeId),
    /** Destination country, ISO 3166-1 alpha-2 upper case. */
    country: text('country').notNull(),
    /** Hundredths of a percent: 2500 is 25 %. */
    rateBasisPoints: integer('rate_basis_points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.country] })],
);

/** A VAT rate as stored. */
export type VatRateRow = typeof vatRates.$inferSelect;
