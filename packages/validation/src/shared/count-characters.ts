/**
 * Counts the characters of `String(value)` as Unicode code points, so an emoji such as ⚽ or a
 * letter outside the Basic Multilingual Plane counts as one (vee-validate 4's `min` and `max`).
 * A composed emoji (👍🏽, a family) is several code points and counts as several.
 */
export function countCharacters(value: unknown): number {
  let count = 0;
  for (const _ of String(value)) count++;
  return count;
}
