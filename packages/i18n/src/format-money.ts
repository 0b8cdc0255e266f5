import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from './culture.ts';
import { getNumberFormat } from './intl-cache.ts';

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
  const format = getNumberFormat(locale, { style: 'currency', currency, signDisplay: 'negative' });
  return Number.isFinite(amount) ? format.format(amount) : '';
}
