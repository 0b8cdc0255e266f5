import { DEFAULT_LOCALE } from './culture.ts';
import { getDateTimeFormat } from './intl-cache.ts';
import type { Translate } from './translate.ts';

/**
 * The dictionary aliases of the month names, by month index (0 = January, as in `Date`):
 * `Date.Month.January` ... `Date.Month.December`. The English month name is part of the alias in
 * every culture; the value is the translated name.
 */
export const MONTH_NAME_KEYS = [
  'Date.Month.January',
  'Date.Month.February',
  'Date.Month.March',
  'Date.Month.April',
  'Date.Month.May',
  'Date.Month.June',
  'Date.Month.July',
  'Date.Month.August',
  'Date.Month.September',
  'Date.Month.October',
  'Date.Month.November',
  'Date.Month.December',
] as const;

/** One of {@link MONTH_NAME_KEYS}. */
export type MonthNameKey = (typeof MONTH_NAME_KEYS)[number];

/** The alias of a month (0 = January), or undefined outside the integers 0..11. */
export function monthNameKey(monthIndex: number): MonthNameKey | undefined {
  return Number.isInteger(monthIndex) ? MONTH_NAME_KEYS[monthIndex] : undefined;
}

/** Options of {@link monthName}. */
export interface MonthNameOptions {
  /** Translator of the active culture; without one the Intl name is used. */
  t?: Translate | undefined;
  /** Locale of the Intl fallback; default en-US. */
  locale?: string | undefined;
}

/**
 * The full name of a month (0 = January).
 *
 * The dictionary comes first (`Date.Month.<EnglishName>`), so a club can word its months. When the
 * key is not translated, the locale's own month name from Intl is used (`maj` for da-DK) rather
 * than the key: Intl knows the month names of every locale, so a missing entry never shows a raw
 * alias here. An index outside the integers 0..11 gives `''`.
 */
export function monthName(monthIndex: number, options: MonthNameOptions = {}): string {
  const key = monthNameKey(monthIndex);
  if (key === undefined) return '';
  const translated = options.t?.(key);
  if (translated !== undefined && translated !== key) return translated;
  // Mid-month at noon UTC, formatted in UTC: no time zone can move it into another month.
  const format = getDateTimeFormat(options.locale ?? DEFAULT_LOCALE, { month: 'long', timeZone: 'UTC' });
  return format.format(Date.UTC(2000, monthIndex, 15, 12));
}
