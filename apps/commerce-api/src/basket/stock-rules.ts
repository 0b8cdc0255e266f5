/** Whether an item can go into a basket in a quantity. Pure. */
import type { ApiErrorItem } from '@clubshop/api-sdk/contract';
import type { StockState } from '../db/tables/catalog';
import { apiMessage } from '../messages/api-messages.ts';

/** The most of one line a basket holds (and the most one request may ask for). */
export const MAX_LINE_QUANTITY = 99;

/** Stock of one item as the rule sees it. */
export interface ItemStock {
  name: string;
  size: string;
  stockState: StockState;
  stockQuantity: number;
}

/**
 * Why `wanted` units of an item cannot be in a basket, as an error for the shopper (with its
 * code); null when they can. Preorder items are sold beyond stock (they ship when they arrive).
 */
export function stockProblem(item: ItemStock, wanted: number): ApiErrorItem | null {
  const about = { name: item.name, size: item.size };
  if (wanted > MAX_LINE_QUANTITY)
    return apiMessage('Api.Error.MaxQuantity', { max: MAX_LINE_QUANTITY, ...about });
  if (item.stockState === 'InPreorderStock') return null;
  if (item.stockState === 'OutOfStock' || item.stockQuantity <= 0)
    return apiMessage('Api.Error.OutOfStock', about);
  if (wanted > item.stockQuantity) {
    return apiMessage('Api.Error.OnlyInStock', { count: item.stockQuantity, ...about });
  }
  return null;
}
