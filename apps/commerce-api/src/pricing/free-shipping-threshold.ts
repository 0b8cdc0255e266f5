/**
 * The free-delivery threshold a site advertises, read from the same shipping methods checkout
 * prices with, so a banner never promises what checkout does not give (issue 45: "Fri fragt over
 * 400 kr." while checkout made delivery free from 499 kr).
 *
 * Staff write `{freeShippingFrom}` in a text (a header or footer USP) where the amount goes; the
 * settings answer fills it in, in the site's culture and currency.
 */
import type { Minor } from './money.ts';
import { moneyText } from './money.ts';
import { type ShippingMethodRow, shippingCharge } from './shipping.ts';

/** The placeholder staff write in a settings text for the site's free-delivery threshold. */
export const FREE_SHIPPING_PLACEHOLDER = '{freeShippingFrom}';

/**
 * The lowest goods value from which one of `methods` ships free in `currency`: the amount "free
 * delivery from …" can honestly promise; `null` when no method ships free at any value.
 */
export function freeShippingThreshold(methods: readonly ShippingMethodRow[], currency: string): Minor | null {
  const thresholds = methods
    .map((method) => shippingCharge(method, currency).freeFrom)
    .filter((freeFrom): freeFrom is Minor => freeFrom !== null);
  return thresholds.length > 0 ? Math.min(...thresholds) : null;
}

/**
 * `text` with {@link FREE_SHIPPING_PLACEHOLDER} replaced by the threshold as money in the site's
 * culture ("£50.00", "59,80 €", "499,00 kr."); `undefined` when the text promises free delivery
 * but no method gives it (the text is left out rather than shown false).
 *
 * @example
 * fillFreeShippingThreshold('Free delivery over {freeShippingFrom}', 5000, 'GBP', 'en') // 'Free delivery over £50.00'
 */
export function fillFreeShippingThreshold(
  text: string,
  threshold: Minor | null,
  currency: string,
  culture: string,
): string | undefined {
  if (!text.includes(FREE_SHIPPING_PLACEHOLDER)) return text;
  if (threshold === null) return undefined;
  return text.replaceAll(FREE_SHIPPING_PLACEHOLDER, moneyText(threshold, currency, culture));
}
