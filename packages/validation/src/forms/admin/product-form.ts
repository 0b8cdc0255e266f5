/**
 * The rules of a product's fields that the admin API (its JSON catalogue format) and the back
 * office's product forms both apply (decision 0101): a handle, a colour code, a kind, the size
 * labels staff pick from (in the size order of docs/product/requirements.md#constants), and the
 * handle suggested from a name.
 */
import { childSizeLabels } from '../../size-order/size-order.ts';

/** A product's handle: lower-case letters, digits and dashes, not starting or ending with a dash (Shopify's). */
export const productHandlePattern = /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/;

/** Whether `text` is a product handle ({@link productHandlePattern}). */
export function isProductHandle(text: string): boolean {
  return productHandlePattern.test(text);
}

/** A colour code: `#RRGGBB`. */
export const colourHexPattern = /^#[0-9A-Fa-f]{6}$/;

/** A product's kind: a word such as `shirt` (2-20 lower-case letters or dashes). */
export const productKindPattern = /^[a-z-]{2,20}$/;

/**
 * A url slug (and a suggested handle) from any text: `Trøje Hjemme 26/27` → `troje-hjemme-26-27`.
 */
export function slugOf(text: string): string {
  return text
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .replace(/å/gi, 'a')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Every size label a product's size may have, in the size order: the children's sizes, the
 * letter sizes 5xs … 7xl, and one size (`onesize`). The labels are the ones the API stores.
 */
export const productSizeLabels: readonly string[] = [
  ...childSizeLabels,
  '5xs',
  '4xs',
  '3xs',
  '2xs',
  'xs',
  's',
  'm',
  'l',
  'xl',
  '2xl',
  '3xl',
  '4xl',
  '5xl',
  '6xl',
  '7xl',
  'onesize',
];
