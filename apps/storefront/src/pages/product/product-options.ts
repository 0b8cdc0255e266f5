import type { Product, Variant } from '@clubshop/api-sdk';

/** The colours of a product: one variant per colour, preferring the chosen size when it exists. */
export function colourVariants(
  product: Pick<Product, 'variants'>,
  current: Pick<Variant, 'colorName' | 'size'>,
): Variant[] {
  const byColour = new Map<string, Variant>();
  for (const variant of product.variants) {
    const known = byColour.get(variant.colorName);
    if (!known || (variant.size === current.size && known.size !== current.size))
      byColour.set(variant.colorName, variant);
  }
  return [...byColour.values()];
}

/**
 * The sizes of the chosen colour (the size picker orders them in the size order of
 * docs/product/requirements.md#constants).
 */
export function sizesOfColour(product: Pick<Product, 'variants'>, colorName: string): Variant[] {
  return product.variants.filter((variant) => variant.colorName === colorName);
}
