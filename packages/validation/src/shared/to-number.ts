/**
 * Reads a value as a number for the numeric comparisons (`min_value`, `max_value`, `between`).
 *
 * Like vee-validate 4 this is `Number(value)` for numbers and strings, so `'12'`, `' 12 '`,
 * `'1e3'` and `'0x1F'` are numbers. Unlike vee-validate, values that `Number()` would quietly
 * turn into 0 or 1 are not numbers: whitespace-only strings, booleans, objects, arrays.
 * Returns `NaN` for everything that is not a number, so every comparison fails.
 */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}
