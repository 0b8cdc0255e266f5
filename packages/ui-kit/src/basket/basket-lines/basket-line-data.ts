import type { ImageData } from '../../catalogue/image/image-data.ts';
import type { MoneyAmount } from '../../catalogue/price/money.ts';

/** A label/value pair describing a line; the labels the API sends are `color` and `size`. */
export interface BasketLineProperty {
  label: string;
  value: string;
}

/** A personalisation printed on a line's product. */
export interface BasketLineAddOn {
  type: string;
  name: string;
  number?: number | undefined;
}

/**
 * One basket (or order) line. The field names are the contract's basket line (spec section 3:
 * `id`, `name`, `quantity`, `unitPrice.amount`, `unitDiscount.amount`, `properties`, plus `url`,
 * `image`, `addOns`, `addOnPrice`, `lineTotal`), so an api-sdk line fits as it is.
 */
export interface BasketLineData {
  id: string;
  name: string;
  url?: string | undefined;
  image?: ImageData | null | undefined;
  quantity: number;
  /**
   * The regular price of one unit, its add-ons (personalisation) included: what the shopper pays
   * per unit before the discount. The API sends it so; `addOnPrice` is the part of it the add-ons
   * cost, shown for information only and never added again.
   */
  unitPrice: MoneyAmount;
  /** The discount per unit; 0 (or absent) when none. */
  unitDiscount?: MoneyAmount | null | undefined;
  properties?: readonly BasketLineProperty[] | undefined;
  addOns?: readonly BasketLineAddOn[] | undefined;
  /** The part of `unitPrice` the add-ons cost, per unit (already included in `unitPrice`). */
  addOnPrice?: MoneyAmount | null | undefined;
  /** What the line costs in total; computed from the unit prices when absent. */
  lineTotal?: MoneyAmount | null | undefined;
}

/** The price of one unit after its discount, add-ons included (they are part of `unitPrice`). */
export function unitPriceAfterDiscount(line: BasketLineData): number {
  return Math.round((line.unitPrice.amount - (line.unitDiscount?.amount ?? 0)) * 100) / 100;
}

/** The line's total: the API's `lineTotal`, or the discounted unit price times the quantity. */
export function lineTotalAmount(line: BasketLineData): number {
  return line.lineTotal?.amount ?? Math.round(unitPriceAfterDiscount(line) * line.quantity * 100) / 100;
}
