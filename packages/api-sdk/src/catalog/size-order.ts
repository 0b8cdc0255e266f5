/**
 * Size-label order of spec section 9: children's sizes 104 … 176, then letter sizes 5xs … 7xl,
 * then one size, then every other label alphabetically (natural order, so "98" < "158").
 *
 * - Case-insensitive; surrounding and repeated whitespace is ignored.
 * - x-repeated spellings equal their numbered form: `xxs` = `2xs`, `xxxl` = `3xl`, `xxxxxl` = `5xl`;
 *   `1xl` = `xl`. Letter sizes beyond the range (6xs, 8xl) are unknown labels.
 * - One size: `onesize`, `one size`, `one-size` (all equal).
 * - Sorting is stable: labels of equal rank (`XXL`, `2XL`) keep their input order.
 */

const childSizes = ['104', '110', '116', '122', '128', '134', '140', '146', '152', '164', '176'];
const smallestLetter = 5; // 5xs
const largestLetter = 7; // 7xl

/** Rank of the letter sizes: 5xs … xs = 0 … 4, s = 5, m = 6, l = 7, xl … 7xl = 8 … 14. */
function letterRank(label: string): number | undefined {
  if (label === 's') return smallestLetter;
  if (label === 'm') return smallestLetter + 1;
  if (label === 'l') return smallestLetter + 2;
  const match = /^(?:(\d)x|(x+))([sl])$/.exec(label);
  if (!match) return undefined;
  const count = match[1] !== undefined ? Number(match[1]) : (match[2]?.length ?? 0);
  if (count < 1) return undefined;
  if (match[3] === 's') return count <= smallestLetter ? smallestLetter - count : undefined;
  return count <= largestLetter ? smallestLetter + 2 + count : undefined;
}

function normalise(label: string): string {
  return label.trim().toLowerCase().replace(/\s+/g, ' ');
}

const letterBase = childSizes.length;
const oneSizeRank = letterBase + smallestLetter + 2 + largestLetter + 1;

/**
 * The rank of a size label in the order of spec section 9, or `undefined` for an unknown label
 * (which sorts after every known one).
 */
export function sizeRank(label: string): number | undefined {
  const normal = normalise(label);
  const child = childSizes.indexOf(normal);
  if (child !== -1) return child;
  const letter = letterRank(normal);
  if (letter !== undefined) return letterBase + letter;
  if (normal === 'onesize' || normal === 'one size' || normal === 'one-size') return oneSizeRank;
  return undefined;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Compares two size labels for `Array.prototype.sort`: negative when `a` comes first, 0 when they
 * are the same size, positive when `b` comes first.
 */
export function compareSizeLabels(a: string, b: string): number {
  const rankA = sizeRank(a);
  const rankB = sizeRank(b);
  if (rankA !== undefined && rankB !== undefined) return rankA - rankB;
  if (rankA !== undefined) return -1;
  if (rankB !== undefined) return 1;
  return collator.compare(normalise(a), normalise(b));
}

/** Returns the labels sorted by {@link compareSizeLabels} (a new array; the input is untouched; stable). */
export function sortSizeLabels<T extends string>(labels: readonly T[]): T[] {
  return [...labels].sort(compareSizeLabels);
}
