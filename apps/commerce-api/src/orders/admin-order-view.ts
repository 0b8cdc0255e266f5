/**
 * An order as the admin API shows it (contract with the back office): the contract's order, plus
 * its site, status, the moves it may make next, its payment and its refunds, and the ETag an
 * edit sends back in `If-Match`.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { linesOf, type OrderRow, presentOrder } from '../payment/order-view';
import { etagOf } from '../shared/etag';
import { nextStatuses } from './status-moves';
import { type OrderRefundRow, orderRefunds } from './tables';

/** A refund as the admin API shows it (amounts in minor units). */
export function presentRefund(refund: OrderRefundRow) {
  return {
    id: refund.id,
    orderId: refund.orderId,
    amount: refund.amount,
    currency: refund.currency,
    reason: refund.reason,
    provider: refund.provider,
    providerRefundId: refund.providerRefundId,
    createdAt: refund.createdAt.toISOString(),
  };
}

/** What of an order's total is not refunded yet, minor units. */
export function refundableOf(order: OrderRow, refunds: readonly OrderRefundRow[]): number {
  return order.total - refunds.reduce((sum, refund) => sum + refund.amount, 0);
}

/** The summary of an order in the admin list (amounts in minor units). */
export function adminOrderSummary(order: OrderRow, refunds: readonly OrderRefundRow[]) {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    storeId: order.storeId,
    status: order.status,
    nextStatuses: nextStatuses(order.status),
    createdAt: order.createdAt.toISOString(),
    email: order.billingAddress.email ?? null,
    name: [order.billingAddress.firstName, order.billingAddress.lastName].filter(Boolean).join(' '),
    currency: order.currency,
    /** Minor units (the detail's `total` is the contract's money object, major units). */
    totalMinor: order.total,
    quantity: order.quantity,
    payments: [
      {
        provider: order.paymentMethodId,
        method: order.paymentMethodName,
        amount: order.total,
        currency: order.currency,
      },
    ],
    refunds: refunds.map(presentRefund),
    refundable: refundableOf(order, refunds),
  };
}

/** The refunds of orders, oldest first, by order id. */
export async function refundsOf(db: Db, orderIds: readonly string[]): Promise<Map<string, OrderRefundRow[]>> {
  const byOrder = new Map<string, OrderRefundRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderRefunds)
    .where(inArray(orderRefunds.orderId, [...orderIds]))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** One order with everything the back office shows, and its ETag. */
export async function adminOrder(db: Db, order: OrderRow) {
  const refunds = (await refundsOf(db, [order.id])).get(order.id) ?? [];
  const body = {
    ...presentOrder(order, await linesOf(db, order.id)),
    ...adminOrderSummary(order, refunds),
  };
  return { body, etag: orderEtag(order, refunds) };
}

/** What an order's ETag is a hash of: what staff change (its status and its refunds). */
export function etagSubject(order: OrderRow, refunds: readonly OrderRefundRow[]) {
  return { id: order.id, status: order.status, refunds: refunds.map((refund) => refund.id) };
}

/** The ETag of an order (`checkIfMatch(ifMatch, etagSubject(...))` checks one sent back). */
export function orderEtag(order: OrderRow, refunds: readonly OrderRefundRow[]): string {
  return etagOf(etagSubject(order, refunds));
}

/** The refunds of one order (in the caller's transaction). */
export function refundsOfOrder(db: Db, orderId: string): Promise<OrderRefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}
