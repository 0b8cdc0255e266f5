function shiftDecimal(value: number, places: number): number {
  // Shifting through the shortest decimal representation (`1.005` is "1.005", although the
  // double is 1.00499999999999989...) keeps `1.005 * 100` from landing on 100.49999999999999.
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * Rounds a price to 2 decimals for analytics (docs/product/requirements.md#constants), as the
 * decimal number reads: `12.345 -> 12.35`, `1.005 -> 1.01`. Halves round away from zero, so
 * `-1.005 -> -1.01` mirrors the positive case. `NaN` and `±Infinity` give `0` (a tracking payload
 * must stay a finite number; `JSON.stringify(NaN)` is `null`), and `-0` gives `0`.
 */
export function roundForTracking(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const rounded = Math.sign(value) * shiftDecimal(Math.round(shiftDecimal(Math.abs(value), 2)), -2);
  return rounded === 0 ? 0 : rounded;
}
