/**
 * A product as its editor holds it while staff type: prices, discount prices and stock as the
 * text typed (major units, "12,50" or "12.50"), pictures with their text alternatives. `productOf`
 * turns a draft back into the product the admin API takes (minor units), or names each field in
 * error; nothing else of the product is touched, so a save sends back what it did not show.
 */
import type { AdminProduct, AdminProductImage, AdminProductStatus } from '@clubshop/api-sdk/admin';
import { parseAmountToMinor } from '../../app/money.ts';
import type { MessageKey } from '../../messages/index.ts';

/** A variant's prices and stock as typed. */
export interface VariantDraft {
  /** Per currency: the price and the discount price (empty: not on sale). */
  prices: Record<string, { price: string; discount: string }>;
  /** Per size, in the product's order: the stock. */
  stock: string[];
}

/** What the editor changes of a product. */
export interface ProductDraft {
  /** The name in the site's culture. */
  name: string;
  /** The description in the site's culture: HTML (or plain text written before), as stored. */
  description: string;
  listed: boolean;
  /** active (sold), draft or archived (neither shown nor sold). */
  status: AdminProductStatus;
  variants: VariantDraft[];
  images: AdminProductImage[];
}

/** The id of a field of the editor (also its error's key). */
export const fieldIds = {
  name: 'product-name',
  price: (variant: number, currency: string) => `price-${variant}-${currency}`,
  discount: (variant: number, currency: string) => `discount-${variant}-${currency}`,
  stock: (variant: number, item: number) => `stock-${variant}-${item}`,
  alt: (image: number) => `image-alt-${image}`,
};

/** Minor units as the text an amount field shows (1250 → "12.50"). */
export function amountText(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** The draft of a product, in the site's culture. */
export function draftOf(product: AdminProduct, culture: string): ProductDraft {
  return {
    name: product.name[culture] ?? Object.values(product.name)[0] ?? '',
    description: product.description[culture] ?? '',
    listed: product.listed,
    status: product.status ?? 'active',
    variants: product.variants.map((variant) => ({
      prices: Object.fromEntries(
        Object.entries(variant.prices).map(([currency, price]) => [
          currency,
          {
            price: amountText(price.price),
            discount: price.discount === null ? '' : amountText(price.discount),
          },
        ]),
      ),
      stock: variant.items.map((item) => String(item.stock)),
    })),
    images: product.images.map((image) => ({ ...image })),
  };
}

/**
 * The product with the draft's changes, or the errors by field id (the back office's message
 * keys): a price must be an amount above zero, a discount price one below the price, a stock a
 * whole number from 0, a name not empty.
 */
export function productOf(
  product: AdminProduct,
  draft: ProductDraft,
  culture: string,
):
  | { product: AdminProduct; errors?: undefined }
  | { product?: undefined; errors: Record<string, MessageKey> } {
  const errors: Record<string, MessageKey> = {};
  const name = draft.name.trim();
  if (!name) errors[fieldIds.name] = 'Form.Required';
  const variants = product.variants.map((variant, v) => {
    const typed = draft.variants[v];
    const prices = Object.fromEntries(
      Object.entries(variant.prices).map(([currency, before]) => {
        const text = typed?.prices[currency] ?? { price: amountText(before.price), discount: '' };
        const price = parseAmountToMinor(text.price);
        if (price === undefined) errors[fieldIds.price(v, currency)] = 'Product.AmountInvalid';
        let discount: number | null = null;
        if (text.discount.trim()) {
          const parsed = parseAmountToMinor(text.discount);
          if (parsed === undefined) errors[fieldIds.discount(v, currency)] = 'Product.AmountInvalid';
          else if (price !== undefined && parsed >= price)
            errors[fieldIds.discount(v, currency)] = 'Product.DiscountNotLower';
          else discount = parsed;
        }
        return [currency, { price: price ?? before.price, discount }];
      }),
    );
    const items = variant.items.map((item, i) => {
      const text = (typed?.stock[i] ?? String(item.stock)).trim();
      if (!/^\d{1,7}$/.test(text)) {
        errors[fieldIds.stock(v, i)] = 'Product.StockInvalid';
        return item;
      }
      return { ...item, stock: Number(text) };
    });
    return { ...variant, prices, items };
  });
  if (Object.keys(errors).length > 0) return { errors };
  return {
    product: {
      ...product,
      name: { ...product.name, [culture]: name },
      // The API sanitises it on write (the one rich-text rule of @clubshop/validation).
      description: { ...product.description, [culture]: draft.description },
      listed: draft.listed,
      status: draft.status,
      variants,
      images: draft.images.map((image) => ({ src: image.src, alt: image.alt.trim() })),
    },
  };
}
