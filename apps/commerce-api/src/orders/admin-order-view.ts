/**
 * An order as the admin API shows it (contract with the back office): the contract's order, plus
 * its site, status, the moves it may make next, its payment and its refunds, and the ETag an
 * edit sends back in `If-Match`.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { linesOf, type OrderRow, presentOrder } from '../payment/order-view';
import { etagOf } from '../shared/etag';
import { presentReturn, returnedByLine, returnsOfOrder } from './return-view';
import { presentShipment, shipmentsOfOrder } from './shipments';
import { nextStatuses } from './status-moves';
import { type OrderRefundRow, type OrderShipmentRow, orderRefunds } from './tables';

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

/** One order with everything the back office shows (its shipments too), and its ETag. */
export async function adminOrder(db: Db, order: OrderRow) {
  const refunds = (await refundsOf(db, [order.id])).get(order.id) ?? [];
  const shipments = await shipmentsOfOrder(db, order.id);
  const lines = await linesOf(db, order.id);
  const returns = await returnsOfOrder(db, order.id);
  const returned = returnedByLine(returns);
  const shipped = new Map<string, number>();
  for (const shipment of shipments)
    for (const line of shipment.lines)
      shipped.set(line.lineId, (shipped.get(line.lineId) ?? 0) + line.quantity);
  const body = {
    ...presentOrder(order, lines),
    ...adminOrderSummary(order, refunds),
    shipments: shipments.map(presentShipment),
    returns: returns.map(presentReturn),
    /** Per order line (by id): how many were bought, shipped and returned. */
    fulfilment: lines.map((line) => ({
      lineId: line.id,
      quantity: line.quantity,
      shipped: shipped.get(line.id) ?? 0,
      returned: returned.get(line.id) ?? 0,
    })),
  };
  return { body, etag: orderEtag(order, refunds, shipments) };
}

/** What an order's ETag is a hash of: what staff change (its status, refunds and shipments). */
export function etagSubject(
  order: OrderRow,
  refunds: readonly OrderRefundRow[],
  shipments: readonly OrderShipmentRow[] = [],
) {
  return {
    id: order.id,
    status: order.status,
    refunds: refunds.map((refund) => refund.id),
    ...(shipments.length > 0 ? { shipments: shipments.map((shipment) => shipment.id) } : {}),
  };
}

/** The ETag of an order (`checkIfMatch(ifMatch, etagSubject(...))` checks one sent back). */
export function orderEtag(
  order: OrderRow,
  refunds: readonly OrderRefundRow[],
  shipments: readonly OrderShipmentRow[] = [],
): string {
  return etagOf(etagSubject(order, refunds, shipments));
}

/** The refunds of one order (in the caller's transaction). */
export function refundsOfOrder(db: Db, orderId: string): Promise<OrderRefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}
