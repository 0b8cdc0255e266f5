/**
 * Money arithmetic of the commerce API.
 *
 * Every amount is held as an integer number of minor units (pence, cents, øre) so that sums,
 * percentages and roundings never drift; only the edge (JSON answers) turns them into the
 * decimal `amount` the contract carries.
 */
import { formatMoney } from '@clubshop/i18n/core';

/** Minor units per major unit. Every currency we sell in (GBP, EUR, DKK) has two decimals. */
const MINOR_PER_MAJOR = 100;

/** An amount in minor units of a currency. */
export type Minor = number;

/** Turns minor units into the decimal amount of the contract (1999 -> 19.99). */
export function toMajor(minor: Minor): number {
  return Math.round(minor) / MINOR_PER_MAJOR;
}

/** Turns a decimal amount into minor units, rounding half away from zero (19.995 -> 2000). */
export function toMinor(major: number): Minor {
  const scaled = major * MINOR_PER_MAJOR;
  // Correct binary noise first (19.99 * 100 = 1998.9999999999998) before rounding.
  const cleaned = Math.round(scaled * 1e6) / 1e6;
  return Math.sign(cleaned) * Math.round(Math.abs(cleaned));
}

/** A percentage of an amount, rounded to whole minor units (half away from zero). */
export function percentOf(minor: Minor, percent: number): Minor {
  const raw = (minor * percent) / 100;
  return Math.sign(raw) * Math.round(Math.abs(raw));
}

/** An amount in minor units as money in a culture (`de`, `EUR`, 5980 -> `59,80 €`), for texts the API writes. */
export function moneyText(minor: number, currency: string, culture: string): string {
  return formatMoney(toMajor(minor), { locale: culture, currency });
}
