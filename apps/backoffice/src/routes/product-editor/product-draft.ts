/**
 * A product as its editor holds it while staff type: prices, discount prices and stock as the
 * text typed (major units, "12,50" or "12.50"), pictures with their text alternatives. `productOf`
 * turns a draft back into the product the admin API takes (minor units), or names each field in
 * error; nothing else of the product is touched, so a save sends back what it did not show.
 * Every currency the club's sites sell in has a price field, empty (and required) where the
 * product has no price yet: a product imported from one site's Shopify CSV has that site's
 * currency only, and the API requires a price in each (`product-checks.ts`).
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

/**
 * The currencies the club sells in: those of the sites of the club of `storeId` among `sites`
 * (the member's), else that site's own; sorted.
 */
export function clubCurrencies(
  sites: ReadonlyArray<{ storeId: string; clubId?: string | undefined; currency?: string | undefined }>,
  storeId: string,
): string[] {
  const site = sites.find((candidate) => candidate.storeId === storeId);
  if (!site) return [];
  const club = sites.filter((candidate) => site.clubId !== undefined && candidate.clubId === site.clubId);
  return [
    ...new Set([site, ...club].flatMap((candidate) => (candidate.currency ? [candidate.currency] : []))),
  ].sort();
}

/**
 * The draft of a product, in the site's culture, with an empty price for each of `currencies`
 * (the club's) the product has none in.
 */
export function draftOf(
  product: AdminProduct,
  culture: string,
  currencies: readonly string[] = [],
): ProductDraft {
  return {
    name: product.name[culture] ?? Object.values(product.name)[0] ?? '',
    description: product.description[culture] ?? '',
    listed: product.listed,
    status: product.status ?? 'active',
    variants: product.variants.map((variant) => ({
      prices: Object.fromEntries(
        [
          ...Object.entries(variant.prices).map(([currency, price]) => [
            currency,
            {
              price: amountText(price.price),
              discount: price.discount === null ? '' : amountText(price.discount),
            },
          ]),
          ...currencies
            .filter((currency) => !variant.prices[currency])
            .map((currency) => [currency, { price: '', discount: '' }]),
        ].sort(([a], [b]) => String(a).localeCompare(String(b))),
      ),
      stock: variant.items.map((item) => String(item.stock)),
    })),
    images: product.images.map((image) => ({ ...image })),
  };
}

/**
 * The product with the draft's changes, or the errors by field id (the back office's message
 * keys): a price must be an amount above zero, a discount price one below the price, a stock a
 * whole number from 0, a name not empty. A currency the product had no price in takes the
 * typed one (required: the API requires a price in every currency of the club).
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
    const currencies = [
      ...new Set([...Object.keys(variant.prices), ...Object.keys(typed?.prices ?? {})]),
    ].sort();
    const prices = Object.fromEntries(
      currencies.map((currency) => {
        const before = variant.prices[currency];
        const text = typed?.prices[currency] ?? {
          price: before ? amountText(before.price) : '',
          discount: '',
        };
        const price = parseAmountToMinor(text.price);
        if (price === undefined)
          errors[fieldIds.price(v, currency)] =
            !before && !text.price.trim() ? 'Form.Required' : 'Product.AmountInvalid';
        let discount: number | null = null;
        if (text.discount.trim()) {
          const parsed = parseAmountToMinor(text.discount);
          if (parsed === undefined) errors[fieldIds.discount(v, currency)] = 'Product.AmountInvalid';
          else if (price !== undefined && parsed >= price)
            errors[fieldIds.discount(v, currency)] = 'Product.DiscountNotLower';
          else discount = parsed;
        }
        return [currency, { price: price ?? before?.price ?? 0, discount }];
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

/** The prices the API found missing in a refused save (`variants.0.prices.EUR`: a price in EUR is required). */
export function missingPricesOf(error: unknown): Array<{ variant: number; currency: string }> {
  const items = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: { field?: unknown }) => {
    const match =
      typeof item?.field === 'string' ? /^variants\.(\d+)\.prices\.([A-Z]{3})$/.exec(item.field) : null;
    return match ? [{ variant: Number(match[1]), currency: match[2] as string }] : [];
  });
}

/** The draft with an empty price field for each currency named (kept where typed already). */
export function withCurrencies(
  draft: ProductDraft,
  missing: ReadonlyArray<{ variant: number; currency: string }>,
): ProductDraft {
  const next = structuredClone(draft);
  for (const { variant, currency } of missing) {
    const prices = next.variants[variant]?.prices;
    if (prices && !prices[currency]) prices[currency] = { price: '', discount: '' };
  }
  return next;
}
