/**
 * Orders as the contract shows them: the receipt of a paid basket, and (for the core helper's
 * `GET /api/users/me/orders[/{orderId}]`) a user's order history and single orders.
 */
import type { Basket, BasketLine, Order, OrderListItem, OrderVat, Receipt } from '@clubshop/api-sdk/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { shapeLine } from '../pricing/line-shape.ts';
import { toMajor } from '../pricing/money';
import { percentOfBasisPoints } from '../sites/vat-rates';
import { orderLines, orders } from './tables';

/** An order as stored. */
export type OrderRow = typeof orders.$inferSelect;
/** An order line as stored. */
export type OrderLineRow = typeof orderLines.$inferSelect;

function moneyOf(currency: string) {
  return (minor: number) => ({ amount: toMajor(minor), currency });
}

/** The VAT the order recorded when it was placed, or nothing when its site had no rate (decision 0105). */
export function presentOrderVat(order: OrderRow): { vat?: OrderVat } {
  if (order.vatRateBasisPoints === null || order.vatAmount === null) return {};
  return {
    vat: {
      ratePercent: percentOfBasisPoints(order.vatRateBasisPoints),
      amount: moneyOf(order.currency)(order.vatAmount),
    },
  };
}

/** An order line as a basket line of the contract (at the price paid). */
export function presentOrderLine(line: OrderLineRow, currency: string): BasketLine {
  return shapeLine(line, currency);
}

/** The vouchers of an order. */
function presentOrderVouchers(order: OrderRow) {
  const money = moneyOf(order.currency);
  return order.vouchers.map((voucher) => ({
    code: voucher.code,
    description: voucher.description,
    discount: money(voucher.discount),
  }));
}

/** The basket as it was ordered. */
export function presentOrderedBasket(order: OrderRow, lines: readonly OrderLineRow[]): Basket {
  return {
    token: order.basketToken,
    storeId: order.storeId,
    currency: order.currency,
    lines: lines.map((line) => presentOrderLine(line, order.currency)),
    vouchers: presentOrderVouchers(order),
  };
}

/** The receipt of a paid basket: the basket as ordered and the order's summary. */
export function presentReceipt(order: OrderRow, lines: readonly OrderLineRow[]): Receipt {
  const money = moneyOf(order.currency);
  return {
    basket: presentOrderedBasket(order, lines),
    summary: {
      orderId: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      subTotal: money(order.subTotal),
      discountTotal: money(order.discountTotal),
      shippingTotal: money(order.shippingTotal),
      total: money(order.total),
      ...presentOrderVat(order),
      paymentMethod: order.paymentMethodName,
      shippingMethod: order.shippingMethodName,
      // No `email`: a receipt is read by the basket token, which reveals no personal data once
      // the basket is an order (decision 0076).
    },
  };
}

/** One order of the contract (`GET /api/users/me/orders/{orderId}`). */
export function presentOrder(order: OrderRow, lines: readonly OrderLineRow[]): Order {
  const money = moneyOf(order.currency);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    lines: lines.map((line) => presentOrderLine(line, order.currency)),
    vouchers: presentOrderVouchers(order),
    billingAddress: order.billingAddress,
    shippingAddress: order.shippingAddress,
    shippingMethod: { name: order.shippingMethodName, price: money(order.shippingTotal) },
    paymentMethod: { name: order.paymentMethodName },
    ...(order.comment ? { comment: order.comment } : {}),
    subTotal: money(order.subTotal),
    discountTotal: money(order.discountTotal),
    shippingTotal: money(order.shippingTotal),
    total: money(order.total),
    ...presentOrderVat(order),
  };
}

/** An order of the order history. */
export function presentOrderListItem(order: OrderRow): OrderListItem {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    quantity: order.quantity,
    total: moneyOf(order.currency)(order.total),
  };
}

/** A user's orders, newest first, as the contract's order list. */
export async function listOrdersOfUser(db: Db, userId: string): Promise<OrderListItem[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt));
  return rows.map(presentOrderListItem);
}

/** One order of a user (by id or order number), or undefined when it is not theirs. */
export async function findOrderOfUser(db: Db, userId: string, orderId: string): Promise<Order | undefined> {
  const column = orderId.startsWith('CS-') ? orders.orderNumber : orders.id;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(column, orderId)))
    .limit(1);
  if (!order) return undefined;
  return presentOrder(order, await linesOf(db, order.id));
}

/** The lines of an order in basket order. */
export function linesOf(db: Db, orderId: string): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}

/** The order a basket became, or undefined when it is not paid. */
export async function findOrderOfBasket(db: Db, token: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.basketToken, token)).limit(1);
  return order;
}
