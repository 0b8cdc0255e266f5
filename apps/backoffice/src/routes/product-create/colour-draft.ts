/**
 * A new colour as staff type it (the new-product form's colours, the product editor's "add a
 * colour"): its name, its code, a price per currency of the club, and its sizes with their SKU and
 * stock (a SKU left empty: the one suggested). `variantOf` checks it with the rules of @clubshop/validation (the code, the size labels)
 * and turns it into the variant the admin API takes, or names each field in error.
 */
import type { AdminProductInput } from '@clubshop/api-sdk/admin';
import { colourHexPattern, productSizeLabels, slugOf } from '@clubshop/validation';
import { parseAmountToMinor } from '../../app/money.ts';
import type { TextKey } from '../../messages/define-texts.ts';
import type { MessageKey as SharedKey } from '../../messages/index.ts';
import type { TypedPrices } from '../product-editor/price-table.tsx';
import type { productCreateTexts } from './product-create-texts.ts';

/** A message of the shared dictionary or of this route's texts. */
export type MessageKey = SharedKey | TextKey<typeof productCreateTexts>;

/** A size of a new colour, as typed. */
export interface SizeDraft {
  size: string;
  sku: string;
  stock: string;
}

/** A new colour, as typed. */
export interface ColourDraft {
  name: string;
  hex: string;
  prices: TypedPrices;
  sizes: SizeDraft[];
}

/** A variant of the admin API's product. */
export type VariantInput = AdminProductInput['variants'][number];

/** The ids of a colour's fields (also their errors' keys), `prefix` telling colours apart. */
export const colourFieldIds = (prefix: string) => ({
  name: `${prefix}-name`,
  hex: `${prefix}-hex`,
  price: (currency: string) => `${prefix}-price-${currency}`,
  discount: (currency: string) => `${prefix}-discount-${currency}`,
  sizes: `${prefix}-sizes`,
  size: (index: number) => `${prefix}-size-${index}`,
  sku: (index: number) => `${prefix}-sku-${index}`,
  stock: (index: number) => `${prefix}-stock-${index}`,
});

/** An empty colour with a price field per currency and one size. */
export function emptyColour(currencies: readonly string[]): ColourDraft {
  return {
    name: '',
    hex: '#',
    prices: Object.fromEntries(currencies.map((currency) => [currency, { price: '', discount: '' }])),
    sizes: [{ size: 'm', sku: '', stock: '0' }],
  };
}

/** The SKU suggested for a size: `<handle>-<colour>-<size>`. */
export function suggestedSku(handle: string, colour: string, size: string): string {
  return [handle, slugOf(colour), size].filter(Boolean).join('-');
}

/** A typed price: an amount above zero. */
function checkPrices(
  prices: TypedPrices,
  ids: ReturnType<typeof colourFieldIds>,
  errors: Record<string, MessageKey>,
) {
  return Object.fromEntries(
    Object.entries(prices).map(([currency, text]) => {
      const price = parseAmountToMinor(text.price);
      if (price === undefined)
        errors[ids.price(currency)] = text.price.trim() ? 'Product.AmountInvalid' : 'Form.Required';
      let discount: number | null = null;
      if (text.discount.trim()) {
        const parsed = parseAmountToMinor(text.discount);
        if (parsed === undefined) errors[ids.discount(currency)] = 'Product.AmountInvalid';
        else if (price !== undefined && parsed >= price)
          errors[ids.discount(currency)] = 'Product.DiscountNotLower';
        else discount = parsed;
      }
      return [currency, { price: price ?? 0, discount }];
    }),
  );
}

/**
 * The variant of a typed colour (its name in each of `cultures`), or the errors by field id,
 * added to `errors`: a name, a `#RRGGBB` code, a price per currency, at least one size, a size
 * not twice, a SKU, a whole stock from 0.
 */
export function variantOf(
  colour: ColourDraft,
  cultures: readonly string[],
  ids: ReturnType<typeof colourFieldIds>,
  errors: Record<string, MessageKey>,
  /** The product's handle: a size without a typed SKU gets the suggested one. */
  handle = '',
): VariantInput {
  const name = colour.name.trim();
  if (!name) errors[ids.name] = 'Form.Required';
  if (!colourHexPattern.test(colour.hex.trim())) errors[ids.hex] = 'ProductNew.HexInvalid';
  const prices = checkPrices(colour.prices, ids, errors);
  if (colour.sizes.length === 0) errors[ids.sizes] = 'ProductNew.SizeNeeded';
  const seen = new Set<string>();
  const items = colour.sizes.map((size, i) => {
    if (!productSizeLabels.includes(size.size)) errors[ids.size(i)] = 'Form.Invalid';
    else if (seen.has(size.size)) errors[ids.size(i)] = 'ProductNew.SizeTwice';
    seen.add(size.size);
    const sku = size.sku.trim() || (handle ? suggestedSku(handle, name, size.size) : '');
    if (!sku) errors[ids.sku(i)] = 'Form.Required';
    const stock = size.stock.trim();
    if (!/^\d{1,7}$/.test(stock)) errors[ids.stock(i)] = 'Product.StockInvalid';
    return { sku, size: size.size, stock: Number(stock) || 0 };
  });
  return {
    colour: Object.fromEntries(cultures.map((culture) => [culture, name])),
    colorHex: colour.hex.trim().toUpperCase(),
    prices,
    items,
  };
}

/**
 * The fields of the admin API's 4xx answer for a product mapped to the form's field ids, with
 * the back office's message: `handle` taken, a SKU taken, a category not in the tree, a missing
 * price, any other refusal of a named field ("Check this field").
 */
export function apiErrorsOf(
  error: unknown,
  idOf: (apiField: string) => string | undefined,
): Record<string, MessageKey> {
  const items = (error as { errors?: unknown } | null)?.errors;
  const status = (error as { status?: unknown } | null)?.status;
  if (!Array.isArray(items) || (status !== 400 && status !== 409)) return {};
  const found: Record<string, MessageKey> = {};
  for (const item of items as Array<{ field?: unknown; code?: unknown }>) {
    if (typeof item.field !== 'string') continue;
    const id = idOf(item.field);
    if (!id) continue;
    found[id] =
      item.code === 'Admin.Error.Exists'
        ? item.field === 'handle'
          ? 'ProductNew.HandleTaken'
          : 'ProductNew.SkuTaken'
        : /\.prices\.[A-Z]{3}$/.test(item.field)
          ? 'Form.Required'
          : item.field === 'category'
            ? 'ProductNew.CategoryUnknown'
            : 'Form.Invalid';
  }
  return found;
}

/** The form's id of an API field of a colour (`variants.0.items.1.sku`), colour `v` being `prefixOf(v)`. */
export function colourFieldOf(apiField: string, prefixOf: (variant: number) => string): string | undefined {
  const match =
    /^variants\.(\d+)\.(?:(colour|colorHex)|prices\.([A-Z]{3})(\.discount)?|items\.(\d+)\.(sku|size|stock))$/.exec(
      apiField,
    );
  if (!match) return undefined;
  const ids = colourFieldIds(prefixOf(Number(match[1])));
  if (match[2] === 'colour') return ids.name;
  if (match[2] === 'colorHex') return ids.hex;
  if (match[3]) return match[4] ? ids.discount(match[3]) : ids.price(match[3]);
  const index = Number(match[5]);
  return match[6] === 'sku' ? ids.sku(index) : match[6] === 'size' ? ids.size(index) : ids.stock(index);
}
