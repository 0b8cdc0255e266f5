import { childSizeLabels, letterSizeLabel, sizeLabelRank } from './size-order.ts';

/** The dictionary key of "One size", the one size label a culture translates. */
export const oneSizeMessageKey = 'Product.Size.OneSize';

/**
 * A size label as the shop shows it (docs/product/requirements.md#constants), from the size order
 * beside it, so a label shows as the size it sorts as: children's sizes as they are (`128`),
 * letter sizes in capitals with the count as a digit (`xs` → `XS`, `xxl` and `2xl` → `2XL`), one
 * size (`onesize`, `one-size`) as `oneSize`, the culture's "One size" (dictionary key
 * {@link oneSizeMessageKey}: this package is a leaf and translates nothing itself). Any other
 * label is shown as it is, trimmed.
 *
 * @example
 * sizeLabelText('xxl', t(oneSizeMessageKey)) // '2XL'
 * sizeLabelText('onesize', 'Einheitsgröße') // 'Einheitsgröße'
 */
export function sizeLabelText(label: string, oneSize = 'One size'): string {
  const rank = sizeLabelRank(label);
  if (rank === undefined) return label.trim();
  if (rank < childSizeLabels.length) return childSizeLabels[rank] ?? label.trim();
  return letterSizeLabel(rank - childSizeLabels.length) ?? oneSize;
}
