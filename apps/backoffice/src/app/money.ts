/**
 * Amounts of the admin API are minor units (øre, cents). Staff type major units in their own
 * locale ("12,50" or "12.50"); these turn one into the other.
 */

/** Minor units as major units (1250 → 12.5). Currencies with other than 2 decimals are not in use. */
export function fromMinor(amount: number): number {
  return amount / 100;
}

/**
 * A typed amount as minor units: `"12,50"`, `"12.5"` and `"12"` give 1250, 1250 and 1200;
 * `undefined` for anything else (a sign, letters, more than two decimals, zero).
 */
export function parseAmountToMinor(input: string): number | undefined {
  const text = input.trim().replace(/\s/g, '');
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : undefined;
}
