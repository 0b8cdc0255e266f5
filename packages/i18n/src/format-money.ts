import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from './culture.ts';
import { getMoneyFormat, getNumberFormat } from './intl-cache.ts';

/**
 * Locale and currency for {@link formatMoney}; each defaults to en-US / EUR
 * (docs/product/requirements.md#constants).
 */
export interface MoneyFormatOptions {
  locale?: string | undefined;
  /** ISO 4217 code, any case (`dkk` works). */
  currency?: string | undefined;
}

/**
 * Formats an amount as money in the locale and currency, with the currency's usual fraction
 * digits (two for GBP, EUR, DKK): `formatMoney(1234.5, { locale: 'da-DK', currency: 'DKK' })`
 * gives `1.234,50 kr.`. Formatters are cached per locale and currency.
 *
 * - Negative zero (and anything that rounds to zero) shows without a minus sign.
 * - A non-finite amount (`NaN`, `Infinity`) gives `''` rather than `€NaN` on the page.
 *
 * @throws {RangeError} for a malformed locale or currency code (a configuration error).
 *
 * @example
 * formatMoney(1234.5, { locale: 'da-DK', currency: 'DKK' }); // '1.234,50 kr.'
 */
export function formatMoney(amount: number, options: MoneyFormatOptions = {}): string {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const currency = (options.currency ?? DEFAULT_CURRENCY).toUpperCase();
  // Created before the finiteness check, so a bad configuration fails on every call, not only
  // on the first real amount.
  const format = getMoneyFormat(locale, currency);
  if (!Number.isFinite(amount)) return '';
  // A shop shows the same few hundred prices page after page: each is formatted once.
  let formatted = formattedAmounts.get(format);
  if (!formatted) {
    formatted = new Map();
    formattedAmounts.set(format, formatted);
  }
  let text = formatted.get(amount);
  if (text === undefined) {
    text = format.format(amount);
    if (formatted.size >= REMEMBERED_AMOUNTS) formatted.clear();
    formatted.set(amount, text);
  }
  return text;
}

/** Formatted amounts per formatter; a safety valve clears one that holds this many. */
const REMEMBERED_AMOUNTS = 5_000;
const formattedAmounts = new WeakMap<Intl.NumberFormat, Map<number, string>>();

/**
 * Formats a VAT rate given in percent (25, 7.7) the locale's way: `25 %` in de-DE and da-DK,
 * `25%` in en-GB, up to two decimals (decision 0105). A non-finite rate gives `''`.
 */
export function formatVatRate(ratePercent: number, locale: string = DEFAULT_LOCALE): string {
  if (!Number.isFinite(ratePercent)) return '';
  return getNumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(ratePercent / 100);
}
