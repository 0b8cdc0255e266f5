/**
 * Reading the values of a catalogue file: handles and slugs, sizes, money and colours. Each
 * answers the value or a reason that names what is wrong (for the bad-row report).
 */
import { isProductHandle, sizeLabelRank, slugOf } from '@clubshop/validation';

/** A url slug from any text (the one rule of @clubshop/validation): `Trøje Hjemme 26/27` → `troje-hjemme-26-27`. */
export const slugify = slugOf;

/** A handle: lower-case letters, digits and dashes (Shopify's; the rule of @clubshop/validation). */
export const isHandle = isProductHandle;

/**
 * An image of a product: an http(s) address (a Shopify export's), or an image uploaded to this
 * shop through the admin API (`/images/uploads/...`), so a shop's own export imports again.
 */
export function isImageSource(text: string): boolean {
  return /^https?:\/\/[^\s]+$/.test(text) || /^\/images\/uploads\/[A-Za-z0-9._/-]+$/.test(text);
}

const sizeAliases: Record<string, string> = {
  'one size': 'onesize',
  'one-size': 'onesize',
  os: 'onesize',
  'default title': 'onesize',
};

/** The size label a file's size value stands for, or a reason. */
export function sizeLabelOf(value: string): string | { reason: string } {
  const trimmed = value.trim().toLowerCase();
  const label = sizeAliases[trimmed] ?? trimmed;
  if (label === 'onesize' || sizeLabelRank(label) !== undefined) return label;
  return { reason: `size "${value}" is not a size the shop knows (5xs-7xl, 104-176, one size)` };
}

/** Digits per currency: building an `Intl.NumberFormat` for every price of a file cost seconds. */
const digitsOfCurrency = new Map<string, number>();

/** Digits after the decimal point of a currency (2 for GBP, 0 for JPY). */
export function minorDigits(currency: string): number {
  let digits = digitsOfCurrency.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    digitsOfCurrency.set(currency, digits);
  }
  return digits;
}

/** `"49.95"` in GBP → 4995; undefined for an empty text; a reason when not an amount. */
export function minorUnitsOf(
  text: string,
  currency: string,
  field: string,
): number | undefined | { reason: string } {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { reason: `${field} "${text}" is not an amount such as 49.95` };
  const digits = minorDigits(currency);
  const [whole, fraction = ''] = trimmed.split('.');
  if (fraction.length > digits && /[1-9]/.test(fraction.slice(digits))) {
    return { reason: `${field} "${text}" has more decimals than ${currency} has` };
  }
  return Number(whole) * 10 ** digits + Number(fraction.slice(0, digits).padEnd(digits, '0') || '0');
}

/**
 * An amount as a spreadsheet with a decimal comma writes it (`499,95`, `1.299,95`) in the
 * `499.95` form `minorUnitsOf` reads; any other text as it is.
 */
export function decimalCommaAmount(text: string): string {
  const trimmed = text.trim();
  if (/^\d{1,3}(\.\d{3})+,\d+$/.test(trimmed) || /^\d+,\d+$/.test(trimmed))
    return trimmed.replace(/\./g, '').replace(',', '.');
  return text;
}

/** 4995 in GBP → `"49.95"`. */
export function amountOf(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return digits === 0 ? String(minor) : (minor / 10 ** digits).toFixed(digits);
}

const colourHexes: Record<string, string> = {
  black: '#111111',
  schwarz: '#111111',
  sort: '#111111',
  white: '#FFFFFF',
  weiss: '#FFFFFF',
  weiß: '#FFFFFF',
  hvid: '#FFFFFF',
  red: '#C8102E',
  rot: '#C8102E',
  rød: '#C8102E',
  blue: '#1F4E9E',
  blau: '#1F4E9E',
  blå: '#1F4E9E',
  navy: '#0B2545',
  green: '#1B5E20',
  grün: '#1B5E20',
  grøn: '#1B5E20',
  yellow: '#F2C14E',
  gelb: '#F2C14E',
  gul: '#F2C14E',
  grey: '#808080',
  gray: '#808080',
  grau: '#808080',
  grå: '#808080',
  orange: '#F57C00',
  pink: '#E91E63',
  purple: '#6A1B9A',
};

/** A colour for the silhouette images of a colour name (grey when the name is not known). */
export function colourHexOf(name: string): string {
  const words = name.toLowerCase().split(/[\s/-]+/);
  for (const word of words) {
    const hex = colourHexes[word];
    if (hex) return hex;
  }
  return '#808080';
}

/** The kind of a product from its type and title (the silhouettes and add-ons go by it). */
export function kindOf(type: string, title: string): string {
  const text = `${type} ${title}`.toLowerCase();
  if (/shirt|trikot|trøje|jersey/.test(text)) return 'shirt';
  if (/jacket|jacke|jakke/.test(text)) return 'jacket';
  if (/short/.test(text)) return 'shorts';
  if (/hood|sweat/.test(text)) return 'hoodie';
  return 'accessory';
}
