/** Size labels and their order (spec section 9). */

/** Kids sizes, in order. */
export const kidsSizes = [
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
/** Adult sizes sold, in order. */
export const adultSizes = ['xs', 's', 'm', 'l', 'xl', '2xl', '3xl'] as const;
/** One size (accessories). */
export const oneSize = 'onesize';

const letterSizes = [
  '5xs',
  'xxxxxs',
  '4xs',
  'xxxxs',
  '3xs',
  'xxxs',
  '2xs',
  'xxs',
  'xs',
  's',
  'm',
  'l',
  'xl',
  '2xl',
  'xxl',
  '3xl',
  'xxxl',
  '4xl',
  'xxxxl',
  '5xl',
  'xxxxxl',
  '6xl',
  'xxxxxxl',
  '7xl',
  'xxxxxxxl',
];
const order = [...kidsSizes, ...letterSizes, oneSize];

/** Sort rank of a size label; unknown labels after every known one (then alphabetically). */
export function sizeRank(label: string): number {
  const index = order.indexOf(label.toLowerCase());
  return index === -1 ? order.length : index;
}

/** Compares two size labels in the order of spec section 9. */
export function compareSizes(a: string, b: string): number {
  return sizeRank(a) - sizeRank(b) || a.localeCompare(b);
}
