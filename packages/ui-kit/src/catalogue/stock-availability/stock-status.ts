/** The stock states of docs/product/requirements.md#entities. */
export type StockStatus = 'InStock' | 'OutOfStock' | 'InPreorderStock';

/** Whether a product in this state can be put in the basket (preorders can). */
export function isPurchasable(status: StockStatus): boolean {
  return status !== 'OutOfStock';
}
