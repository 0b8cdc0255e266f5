/**
 * VAT rates of sites (issue 40 item 5, decision 0105): looked up per site and destination
 * country, stored in basis points. The included-VAT arithmetic itself is `includedVatMinor` of
 * @clubshop/validation, the one place it is written.
 */
import { includedVatMinor } from '@clubshop/validation';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { vatRates } from './tables';

/**
 * Standard VAT rates (basis points) of the countries a new site may sell to, used to give a new
 * site (and the demo seed) its own country's rate; the owner changes it in the back office.
 */
export const standardVatRates: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  CH: 810,
  DE: 1900,
  DK: 2500,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GB: 2000,
  IE: 2300,
  IT: 2200,
  NL: 2100,
  NO: 2500,
  PL: 2300,
  SE: 2500,
};

/** A site's rate for one country as the APIs show it: percent (25, 7.7). */
export interface SiteVatRate {
  country: string;
  ratePercent: number;
}

/** Basis points (2500) as percent (25). */
export const percentOfBasisPoints = (basisPoints: number): number => basisPoints / 100;

/** The rate (basis points) of a site for a destination country, or undefined when it has none. */
export async function vatRateOf(db: Db, storeId: string, country: string): Promise<number | undefined> {
  const [row] = await db
    .select({ rate: vatRates.rateBasisPoints })
    .from(vatRates)
    .where(and(eq(vatRates.storeId, storeId), eq(vatRates.country, country.toUpperCase())))
    .limit(1);
  return row?.rate;
}

/** Every rate of a site, by country. */
export async function vatRatesOfSite(db: Db, storeId: string): Promise<SiteVatRate[]> {
  const rows = await db
    .select()
    .from(vatRates)
    .where(eq(vatRates.storeId, storeId))
    .orderBy(asc(vatRates.country));
  return rows.map((row) => ({
    country: row.country,
    ratePercent: percentOfBasisPoints(row.rateBasisPoints),
  }));
}

/** Sets (or replaces) a site's rate for a country; `ratePercent` is already validated. */
export async function setVatRate(
  db: Db,
  storeId: string,
  country: string,
  ratePercent: number,
): Promise<void> {
  const rateBasisPoints = Math.round(ratePercent * 100);
  await db
    .insert(vatRates)
    .values({ storeId, country: country.toUpperCase(), rateBasisPoints })
    .onConflictDoUpdate({ target: [vatRates.storeId, vatRates.country], set: { rateBasisPoints } });
}

/** Gives a site its own country's standard rate, when one is known (a new site, the seed). */
export async function seedVatRates(db: Db, storeId: string, countries: readonly string[]): Promise<void> {
  const rows = countries.flatMap((country) => {
    const rate = standardVatRates[country.toUpperCase()];
    return rate === undefined ? [] : [{ storeId, country: country.toUpperCase(), rateBasisPoints: rate }];
  });
  if (rows.length > 0) await db.insert(vatRates).values(rows).onConflictDoNothing();
}

/** The VAT an order records: its rate and the VAT included in its total, or nulls without a rate. */
export function orderVat(
  totalMinor: number,
  rateBasisPoints: number | undefined,
): { vatRateBasisPoints: number | null; vatAmount: number | null } {
  if (rateBasisPoints === undefined) return { vatRateBasisPoints: null, vatAmount: null };
  return {
    vatRateBasisPoints: rateBasisPoints,
    vatAmount: includedVatMinor(totalMinor, percentOfBasisPoints(rateBasisPoints)),
  };
}
