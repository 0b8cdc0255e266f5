/**
 * The size-label order of docs/product/requirements.md#constants, the one copy every side uses: the
 * API sorts its size facets and seeds its variants with it, the SDK re-exports it, the kit's size
 * picker sorts with it. Its test table is `sizeOrderTable` (`@clubshop/validation/conformance`).
 *
 * 1. Children's sizes: 104, 110, 116, 122, 128, 134, 140, 146, 152, 164, 176.
 * 2. Letter sizes: 5xs, 4xs, 3xs, 2xs, xs, s, m, l, xl, 2xl … 7xl. The x-repeated spellings are
 *    the same size (`xxs` = `2xs`, `xxl` = `2xl`, `xxxl` = `3xl`), and so is `1xl` = `xl`.
 *    Letter sizes beyond the range (6xs, 8xl) are unknown labels.
 * 3. One size: `onesize`, `one size`, `one-size`.
 * 4. Every other label, alphabetically, numbers by their value (`98` before `158`; decision 0026).
 *
 * Labels compare case-insensitively, ignoring surrounding and repeated whitespace. Sorting is
 * stable: labels of the same size (`XXL`, `2XL`) keep their input order.
 */

/** The children's sizes of docs/product/requirements.md#constants, in order. */
export const childSizeLabels = [
  '104',
  '110',
  '116',
  '122',
  '128',
  '134',
  '140',
  '146',
  '152',
  '164',
  '176',
] as const;

const smallestLetter = 5; // 5xs
const largestLetter = 7; // 7xl
const oneSizeSpellings = ['onesize', 'one size', 'one-size'];

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

/**
 * The label of a letter rank (see `letterRank`) as the requirements write it, in capitals with the
 * count as a digit: 0 → `5XS`, 4 → `XS`, 5 → `S`, 8 → `XL`, 9 → `2XL`, 14 → `7XL`; `undefined`
 * outside 0 … 14.
 */
export function letterSizeLabel(rank: number): string | undefined {
  const count = rank < smallestLetter ? smallestLetter - rank : rank - (smallestLetter + 2);
  if (!Number.isInteger(rank) || rank < 0 || count > largestLetter) return undefined;
  if (count <= 0) return ['S', 'M', 'L'][rank - smallestLetter];
  const letters = rank < smallestLetter ? 'XS' : 'XL';
  return count === 1 ? letters : `${count}${letters}`;
}

function normalise(label: string): string {
  return label.trim().toLowerCase().replace(/\s+/g, ' ');
}

const childSizes: readonly string[] = childSizeLabels;
const letterBase = childSizes.length;
const oneSizeRank = letterBase + smallestLetter + 2 + largestLetter + 1;

/**
 * The rank of a size label in the order of docs/product/requirements.md#constants (0 for `104`), or
 * `undefined` for a label the order does not know (those sort after every known one,
 * alphabetically).
 *
 * @example
 * sizeLabelRank('XXL') === sizeLabelRank('2xl'); // true
 * sizeLabelRank('Tall'); // undefined
 */
export function sizeLabelRank(label: string): number | undefined {
  const normal = normalise(label);
  const child = childSizes.indexOf(normal);
  if (child !== -1) return child;
  const letter = letterRank(normal);
  if (letter !== undefined) return letterBase + letter;
  if (oneSizeSpellings.includes(normal)) return oneSizeRank;
  return undefined;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Compares two size labels for `Array.prototype.sort`: negative when `a` comes first, 0 when they
 * are the same size, positive when `b` comes first.
 *
 * @example
 * ['L', '128', 'one size', 'S'].sort(compareSizeLabels); // ['128', 'S', 'L', 'one size']
 */
export function compareSizeLabels(a: string, b: string): number {
  const rankA = sizeLabelRank(a);
  const rankB = sizeLabelRank(b);
  if (rankA !== undefined && rankB !== undefined) return rankA - rankB;
  if (rankA !== undefined) return -1;
  if (rankB !== undefined) return 1;
  return collator.compare(normalise(a), normalise(b));
}

/**
 * Returns the labels sorted by {@link compareSizeLabels}: a new array (the input is untouched),
 * stable for labels of the same size.
 *
 * @example
 * sortSizeLabels(['XL', '164', 'M', 'XXL']); // ['164', 'M', 'XL', 'XXL']
 */
export function sortSizeLabels<T extends string>(labels: readonly T[]): T[] {
  return [...labels].sort(compareSizeLabels);
}

/**
 * Returns a new array of `items` ordered by their size label (stable for the same size).
 *
 * @example
 * sortBySizeLabel([{ label: 'XL' }, { label: '128' }, { label: 'S' }], (size) => size.label);
 * // 128, S, XL
 */
export function sortBySizeLabel<T>(items: readonly T[], labelOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareSizeLabels(labelOf(a), labelOf(b)));
}
