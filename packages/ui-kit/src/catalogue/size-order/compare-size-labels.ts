/**
 * The spec's size order (section 9), implemented here because ui-kit must not import api-sdk
 * (which exports the same ordering as `compareSizeLabels`). Both follow the same table:
 *
 * 1. Kids' heights: 104, 110, 116, 122, 128, 134, 140, 146, 152, 164, 176.
 * 2. Letter sizes: 5xs, 4xs, 3xs, 2xs, xs, s, m, l, xl, 2xl, 3xl ... 7xl, where the x-repeated
 *    spellings are the same size (xxs = 2xs, xxl = 2xl, xxxl = 3xl).
 * 3. onesize (also "one size", "one-size").
 * 4. Every other label, alphabetically.
 */

const KIDS_HEIGHTS = ['104', '110', '116', '122', '128', '134', '140', '146', '152', '164', '176'];
const MAX_SMALL_XS = 5;
const MAX_LARGE_XS = 7;

// Rank of "m"; small sizes sit below it, large sizes above.
const MEDIUM_RANK = KIDS_HEIGHTS.length + MAX_SMALL_XS + 1;
const ONE_SIZE_RANK = MEDIUM_RANK + MAX_LARGE_XS + 2;

function normalise(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}

/**
 * The position of a size label in the spec's order, or undefined for a label the order does not
 * know (those sort after all known labels, alphabetically).
 */
export function sizeLabelRank(label: string): number | undefined {
  const size = normalise(label);
  const kids = KIDS_HEIGHTS.indexOf(size);
  if (kids >= 0) return kids;
  if (size === 'm') return MEDIUM_RANK;
  if (size === 's') return MEDIUM_RANK - 1;
  if (size === 'l') return MEDIUM_RANK + 1;
  if (size === 'onesize') return ONE_SIZE_RANK;
  // "xs", "xxs", "2xs", "xl", "xxxl", "4xl": a count of x's before s or l.
  const match = /^(?:([1-9])x|(x+))([sl])$/.exec(size);
  if (!match) return undefined;
  const count = match[1] ? Number(match[1]) : (match[2]?.length ?? 0);
  if (match[3] === 's') return count <= MAX_SMALL_XS ? MEDIUM_RANK - 1 - count : undefined;
  return count <= MAX_LARGE_XS ? MEDIUM_RANK + 1 + count : undefined;
}

const alphabetical = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Compares two size labels in the spec's order; a comparator for `Array.prototype.sort`. */
export function compareSizeLabels(a: string, b: string): number {
  const rankA = sizeLabelRank(a);
  const rankB = sizeLabelRank(b);
  if (rankA !== undefined && rankB !== undefined) return rankA - rankB;
  if (rankA !== undefined) return -1;
  if (rankB !== undefined) return 1;
  return alphabetical.compare(a, b);
}

/**
 * Returns a new array of `items` ordered by their size label (stable for equal labels).
 *
 * @example
 * sortBySizeLabel([{ label: 'XL' }, { label: '128' }, { label: 'S' }], (size) => size.label);
 * // 128, S, XL
 */
export function sortBySizeLabel<T>(items: readonly T[], labelOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareSizeLabels(labelOf(a), labelOf(b)));
}
