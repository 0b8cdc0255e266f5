/**
 * The one shape of a line as the contract shows it (`BasketLine`): a basket's lines priced now
 * and a receipt's lines at the price paid are shaped here, so the two cannot drift apart.
 */
import type { BasketLine } from '@clubshop/api-sdk/contract';
import type { LineAddOn } from '../db/tables/basket.ts';
import { type Minor, toMajor } from './money.ts';

/** What a line is shaped from: a priced basket line or a stored order line. */
export interface LineFigures {
  id: string;
  itemId: string;
  name: string;
  /** The product page; absent or empty when the line has none. */
  url: string | null | undefined;
  /** Its picture (site-relative `/images/...` or `/media/...`, or absolute); absent or empty when it has none. */
  imageUrl: string | null | undefined;
  categories: string[];
  quantity: number;
  /** Minor units, add-ons included. */
  unitPrice: Minor;
  unitDiscount: Minor;
  /** What one unit cost (less its discount) when it was added: basket lines only, when known. */
  addedUnitPrice?: Minor | null | undefined;
  addOnPrice: Minor;
  addOns: LineAddOn[];
  color: string;
  size: string;
}

/** A line as the contract shows it, its money in `currency`. */
export function shapeLine(line: LineFigures, currency: string): BasketLine {
  const money = (minor: Minor) => ({ amount: toMajor(minor), currency });
  return {
    id: line.id,
    productId: line.itemId,
    name: line.name,
    ...(line.url ? { url: line.url } : {}),
    ...(line.imageUrl ? { image: { url: line.imageUrl, altText: line.name } } : {}),
    categories: line.categories,
    quantity: line.quantity,
    unitPrice: money(line.unitPrice),
    unitDiscount: money(line.unitDiscount),
    ...(line.addedUnitPrice != null ? { addedUnitPrice: money(line.addedUnitPrice) } : {}),
    properties: [
      { label: 'color', value: line.color },
      { label: 'size', value: line.size },
    ],
    ...(line.addOns.length > 0 ? { addOns: line.addOns, addOnPrice: money(line.addOnPrice) } : {}),
    lineTotal: money((line.unitPrice - line.unitDiscount) * line.quantity),
  };
}
