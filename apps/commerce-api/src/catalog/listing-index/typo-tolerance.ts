/**
 * Typo tolerance of search words (docs/decisions/0071-search-typo-tolerance.md): how many edits a
 * word may be off by, and a bounded Damerau-Levenshtein distance (optimal string alignment: an
 * insertion, a deletion, a substitution or a swap of two neighbouring letters is one edit, so
 * "shrit" is one edit from "shirt"), on whole words or on the start of a word.
 */

/**
 * Edits a search word of this many letters may be off by, as Meilisearch and Algolia allow by
 * default: none below 5 letters (a short word one edit off is too often another word: "cap",
 * "cat"), one for 5 to 8 letters, two from 9 letters.
 */
export function typoBudget(word: string): number {
  const letters = [...word].length;
  if (letters >= 9) return 2;
  if (letters >= 5) return 1;
  return 0;
}

/**
 * The edit distance between `word` and `candidate` when it is at most `max`, else `max + 1`.
 * With `prefix`, the distance to the closest start of `candidate` (`trikto` is one edit from
 * `trikots`, whose start `trikot` it swaps two letters of): the last word of a search may be
 * begun, as the shopper may still be typing it.
 */
export function boundedEditDistance(word: string, candidate: string, max: number, prefix: boolean): number {
  const a = [...word];
  const b = [...candidate];
  const over = max + 1;
  if (!prefix && Math.abs(a.length - b.length) > max) return over;
  if (prefix && b.length < a.length - max) return over;
  // Only the first `a.length + max` letters of a candidate can be part of a close enough start.
  const columns = prefix ? Math.min(b.length, a.length + max) : b.length;
  // Three rows of the distance table: two rows back (for swaps), the previous and the current.
  let before = new Int32Array(columns + 1);
  let previous = Int32Array.from({ length: columns + 1 }, (_, j) => j);
  let current = new Int32Array(columns + 1);
  let previousMinimum = 0;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let minimum = i;
    for (let j = 1; j <= columns; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < minimum) minimum = value;
    }
    // Later rows only grow from these two (a swap reaches back one more row): nothing can end
    // within `max` any more.
    if (minimum > max && previousMinimum >= max) return over;
    previousMinimum = minimum;
    [before, previous, current] = [previous, current, before];
  }
  let distance = previous[columns] as number;
  if (prefix) for (let j = 0; j <= columns; j++) distance = Math.min(distance, previous[j] as number);
  return distance > max ? over : distance;
}
