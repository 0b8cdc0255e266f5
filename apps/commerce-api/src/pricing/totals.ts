/**
 * The basket's totals, computed from catalogue prices only (never from what a client sends).
 * Pure: every input is already in minor units of the site's currency.
 */
import { type Minor, percentOf } from './money';

/** One basket line as the totals see it. */
export interface PricedLine {
  quantity: number;
  /** List price of one unit, add-ons included. */
  unitPrice: Minor;
  /** Discount on one unit (list price minus sale price), 0 when not on sale. */
  unitDiscount: Minor;
}

/** What a voucher does to a basket; `checkout/voucher-rules.ts` turns a voucher row into this. */
export type VoucherEffect =
  | { code: string; kind: 'percentage'; percent: number }
  | { code: string; kind: 'fixed'; amount: Minor }
  | { code: string; kind: 'freeShipping' };

/** The price rules of the chosen shipping method. */
export interface ShippingCharge {
  price: Minor;
  /** Goods total (after discounts) from which shipping is free; null: never free. */
  freeFrom: Minor | null;
}

/** A voucher's share of the totals. */
export interface AppliedVoucher {
  code: string;
  kind: VoucherEffect['kind'];
  /** What this voucher took off the goods (0 for free shipping, whose saving shows in shipping). */
  discount: Minor;
}

/** Every total a summary, a receipt or an order needs. */
export interface BasketTotals {
  quantity: number;
  /** Sum of list prices times quantities. */
  subTotal: Minor;
  /** Sum of sale discounts on the lines. */
  lineDiscountTotal: Minor;
  /** Sum of voucher discounts on the goods. */
  voucherDiscountTotal: Minor;
  /** Line and voucher discounts together. */
  discountTotal: Minor;
  /** Goods after every discount: what the free-shipping threshold is held against. */
  goodsTotal: Minor;
  shippingTotal: Minor;
  /** What the shopper pays: goods plus shipping. */
  total: Minor;
  vouchers: AppliedVoucher[];
}

/**
 * Computes the totals of a basket. Percentage vouchers apply first, then fixed amounts; together
 * they never take the goods below zero. Shipping is free above the method's threshold or with a
 * free-shipping voucher.
 */
export function computeTotals(
  lines: readonly PricedLine[],
  vouchers: readonly VoucherEffect[],
  shipping: ShippingCharge | null,
): BasketTotals {
  let quantity = 0;
  let subTotal = 0;
  let lineDiscountTotal = 0;
  for (const line of lines) {
    quantity += line.quantity;
    subTotal += line.unitPrice * line.quantity;
    lineDiscountTotal += Math.min(line.unitDiscount, line.unitPrice) * line.quantity;
  }
  const afterLineDiscounts = subTotal - lineDiscountTotal;

  // Percentages before fixed amounts: the order that is kindest to the shopper and the one
  // shops usually print on their terms.
  const ordered = [...vouchers].sort((a, b) => rank(a) - rank(b));
  let remaining = afterLineDiscounts;
  let freeShipping = false;
  const applied: AppliedVoucher[] = [];
  for (const voucher of ordered) {
    let discount = 0;
    if (voucher.kind === 'percentage') discount = Math.min(remaining, percentOf(remaining, voucher.percent));
    else if (voucher.kind === 'fixed') discount = Math.min(remaining, Math.max(0, voucher.amount));
    else freeShipping = true;
    remaining -= discount;
    applied.push({ code: voucher.code, kind: voucher.kind, discount });
  }
  // Report vouchers in the order the shopper added them.
  applied.sort(
    (a, b) => vouchers.findIndex((v) => v.code === a.code) - vouchers.findIndex((v) => v.code === b.code),
  );

  const voucherDiscountTotal = afterLineDiscounts - remaining;
  const goodsTotal = remaining;
  let shippingTotal = 0;
  if (shipping && quantity > 0 && !freeShipping) {
    const overThreshold = shipping.freeFrom !== null && goodsTotal >= shipping.freeFrom;
    shippingTotal = overThreshold ? 0 : shipping.price;
  }
  return {
    quantity,
    subTotal,
    lineDiscountTotal,
    voucherDiscountTotal,
    discountTotal: lineDiscountTotal + voucherDiscountTotal,
    goodsTotal,
    shippingTotal,
    total: goodsTotal + shippingTotal,
    vouchers: applied,
  };
}

function rank(voucher: VoucherEffect): number {
  return voucher.kind === 'percentage' ? 0 : voucher.kind === 'fixed' ? 1 : 2;
}
