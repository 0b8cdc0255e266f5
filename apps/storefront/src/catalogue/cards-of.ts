/**
 * A list answer names each colour of a product separately (same product id, own variant id and
 * url); the variant id keeps the cards apart.
 */
export function cardsOf<T extends { id: string; variantId?: string | undefined }>(
  products: readonly T[] | undefined,
): T[] {
  return (products ?? []).map((product) =>
    product.variantId ? { ...product, id: product.variantId } : product,
  );
}
