/** Whether an item can go into a basket in a quantity. Pure. */
import type { StockState } from '../catalog/tables';

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
 * Why `wanted` units of an item cannot be in a basket, worded for the shopper; null when they
 * can. Preorder items are sold beyond stock (they ship when they arrive).
 */
export function stockProblem(item: ItemStock, wanted: number): string | null {
  const label = `${item.name} (${item.size})`;
  if (wanted > MAX_LINE_QUANTITY) return `You can buy at most ${MAX_LINE_QUANTITY} of ${label}.`;
  if (item.stockState === 'InPreorderStock') return null;
  if (item.stockState === 'OutOfStock' || item.stockQuantity <= 0) return `${label} is out of stock.`;
  if (wanted > item.stockQuantity) {
    return `Only ${item.stockQuantity} of ${label} ${item.stockQuantity === 1 ? 'is' : 'are'} in stock.`;
  }
  return null;
}
