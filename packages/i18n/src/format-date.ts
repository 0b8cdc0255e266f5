import { DEFAULT_LOCALE } from './culture.ts';
import { getDateTimeFormat } from './intl-cache.ts';

/** Anything {@link formatDate} accepts: a Date, an ISO string or epoch milliseconds. */
export type DateInput = Date | string | number;

/** `Intl.DateTimeFormatOptions` plus the locale; the locale defaults to en-US. */
export interface DateFormatOptions extends Intl.DateTimeFormatOptions {
  locale?: string | undefined;
}

/** The Date a {@link DateInput} stands for, or undefined when it is not a valid date. */
export function toValidDate(date: DateInput): Date | undefined {
  const value = date instanceof Date ? date : new Date(date);
  return Number.isNaN(value.getTime()) ? undefined : value;
}

/**
 * Formats a date with `Intl.DateTimeFormat` in the locale (cached per locale and options).
 * Without format options Intl's default applies (numeric date: `3/1/2024` in en-US,
 * `1.3.2024` in de-DE). The time zone is the runtime's unless `timeZone` is given; note that a
 * date-only ISO string (`2024-03-01`) means midnight UTC.
 *
 * An invalid date (`'not a date'`, `NaN`) gives `''` rather than `Invalid Date` on the page.
 *
 * @throws {RangeError} for a malformed locale or invalid options (a programming error).
 */
export function formatDate(date: DateInput, options: DateFormatOptions = {}): string {
  const { locale = DEFAULT_LOCALE, ...formatOptions } = options;
  const format = getDateTimeFormat(locale, formatOptions);
  const value = toValidDate(date);
  return value ? format.format(value) : '';
}
