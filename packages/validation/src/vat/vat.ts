/**
 * VAT included in prices (issue 40 item 5): EU shops show prices with VAT, so the VAT of an
 * amount is the part of it that is tax, `amount × rate / (100 + rate)`, rounded to the nearest
 * minor unit. The one place this arithmetic is written: the API, the receipt, the order page and
 * the mails import it.
 */

/** The highest VAT rate a site may set, percent (no country charges more). */
export const maxVatRatePercent = 50;

/** True for a VAT rate a site may set: 0 to 50 percent, at most two decimals (7.7, 25, 21). */
export function isVatRatePercent(rate: unknown): rate is number {
  return (
    typeof rate === 'number' &&
    Number.isFinite(rate) &&
    rate >= 0 &&
    rate <= maxVatRatePercent &&
    Math.abs(Math.round(rate * 100) - rate * 100) < 1e-9
  );
}

/**
 * The VAT included in `grossMinor` (an amount with VAT, whole minor units) at `ratePercent`,
 * whole minor units, rounded half up: 100.00 kr. at 25 % includes 20.00 kr.
 */
export function includedVatMinor(grossMinor: number, ratePercent: number): number {
  if (!Number.isInteger(grossMinor)) throw new RangeError('grossMinor must be whole minor units');
  if (!isVatRatePercent(ratePercent)) throw new RangeError(`ratePercent must be 0 to ${maxVatRatePercent}`);
  if (ratePercent === 0 || grossMinor === 0) return 0;
  // In hundredths of a percent, so 7.7 % is the integer 770 and the division is the only rounding.
  const rate = Math.round(ratePercent * 100);
  const sign = grossMinor < 0 ? -1 : 1;
  return sign * Math.round((Math.abs(grossMinor) * rate) / (10_000 + rate));
}
