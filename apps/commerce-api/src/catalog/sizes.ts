/**
 * The sizes the demo catalogue sells. Their order is the size order of
 * docs/product/requirements.md#constants, which lives once in @clubshop/validation
 * (`compareSizeLabels`, `sizeLabelRank`) for the API, the SDK and the kit alike.
 */
import { childSizeLabels, sizeLabelRank } from '@clubshop/validation';

/** Kids sizes, in order: the children's sizes of docs/product/requirements.md#constants. */
export const kidsSizes = childSizeLabels;
/** Adult sizes sold, in order. */
export const adultSizes = ['xs', 's', 'm', 'l', 'xl', '2xl', '3xl'] as const;
/** One size (accessories). */
export const oneSize = 'onesize';

/**
 * The rank stored with an item (`items.size_order`), by which the API lists a product's sizes.
 * Only labels the order knows are stored; an unknown one is a seeding mistake.
 */
export function storedSizeOrder(label: string): number {
  const rank = sizeLabelRank(label);
  if (rank === undefined)
    throw new Error(`"${label}" is not a size of docs/product/requirements.md#constants`);
  return rank;
}
