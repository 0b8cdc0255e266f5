import { DEFAULT_LOCALE } from './culture.ts';
import { type DateInput, toValidDate } from './format-date.ts';
import { getDateTimeFormat } from './intl-cache.ts';
import { monthName } from './month-name.ts';
import type { Translate } from './translate.ts';

/** Options of {@link formatLongDate}. */
export interface LongDateOptions {
  /** Translator of the active culture, for the month's name (`Date.Month.*`); else Intl's name. */
  t?: Translate | undefined;
  /** BCP 47 locale whose order and punctuation the date takes; default en-US. */
  locale?: string | undefined;
  /** IANA time zone the day is counted in; default the runtime's. */
  timeZone?: string | undefined;
}

/**
 * A date as day, month name and year in the locale's own order and punctuation (the ordinal dot
 * of German and Danish included: `7. Dezember 2026`, `7. december 2026`, `7 December 2026` in
 * en-GB, `December 7, 2026` in en-US), the month named by the dictionary (`Date.Month.*`,
 * docs/product/requirements.md#constants) where the culture has the key. Only the month's word
 * is swapped into Intl's layout: putting day, month and year together by hand loses the dot.
 * An invalid date gives `''`.
 *
 * @example
 * formatLongDate('2026-12-07T12:00:00Z', { locale: 'de-DE', t }); // '7. Dezember 2026'
 */
export function formatLongDate(date: DateInput, options: LongDateOptions = {}): string {
  const value = toValidDate(date);
  if (!value) return '';
  const locale = options.locale ?? DEFAULT_LOCALE;
  const zone = options.timeZone === undefined ? {} : { timeZone: options.timeZone };
  const layout = getDateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', ...zone });
  // The month's index in the same time zone the layout counts the day in.
  const monthIndex = Number(getDateTimeFormat('en-US', { month: 'numeric', ...zone }).format(value)) - 1;
  return layout
    .formatToParts(value)
    .map((part) => (part.type === 'month' ? monthName(monthIndex, { t: options.t, locale }) : part.value))
    .join('');
}
