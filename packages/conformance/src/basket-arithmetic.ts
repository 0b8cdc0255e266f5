import type { BasketLine, BasketSummary } from '@clubshop/api-sdk';

/** Amounts equal to the cent. */
export const sameAmount = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * What does not add up in a basket: a line total that is not its quantity times its unit price
 * less its unit discount (plus its add-ons' price), a summary quantity that is not the sum of
 * the lines' quantities, a sub-total that is not the sum of the line totals, or a total that is
 * not sub-total less discounts plus shipping. Undefined when everything agrees.
 *
 * @example
 * basketArithmeticProblem(lines, { ...summary, quantity: 0 }); // 'summary.quantity is 0, the lines hold 2'
 */
export function basketArithmeticProblem(
  lines: readonly BasketLine[],
  summary: BasketSummary,
): string | undefined {
  for (const line of lines) {
    const unit = line.unitPrice.amount - line.unitDiscount.amount;
    const expected = line.quantity * unit + (line.addOnPrice?.amount ?? 0) * line.quantity;
    const withoutAddOns = line.quantity * unit + (line.addOnPrice?.amount ?? 0);
    if (!sameAmount(line.lineTotal.amount, expected) && !sameAmount(line.lineTotal.amount, withoutAddOns)) {
      return `line ${line.id}: lineTotal ${line.lineTotal.amount} is not ${line.quantity} × (${line.unitPrice.amount} − ${line.unitDiscount.amount})`;
    }
  }
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (summary.quantity !== quantity)
    return `summary.quantity is ${summary.quantity}, the lines hold ${quantity}`;
  const subTotal = lines.reduce((sum, line) => sum + line.lineTotal.amount, 0);
  const totals = summary.totals;
  if (!sameAmount(totals.subTotal.amount, subTotal))
    return `summary.totals.subTotal is ${totals.subTotal.amount}, the line totals add up to ${subTotal}`;
  const total = totals.subTotal.amount - totals.discountTotal.amount + totals.shippingTotal.amount;
  if (!sameAmount(totals.total.amount, total))
    return `summary.totals.total is ${totals.total.amount}, not subTotal − discountTotal + shippingTotal = ${total}`;
  return undefined;
}
