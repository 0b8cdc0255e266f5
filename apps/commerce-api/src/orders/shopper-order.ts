/**
 * One order as its shopper reads it (`GET /api/users/me/orders/{orderId}`): the contract's order,
 * plus every refund (amount and date), every shipment (carrier, tracking number and link) and
 * every return (the lines that came back, what it refunded).
 */
import type { Order } from '@clubshop/api-sdk/contract';
import type { Db } from '../db/database';
import { findOrderOfUser as findOrder, linesOf } from '../payment/order-view';
import { toMajor } from '../pricing/money';
import { refundsOfOrder } from './admin-order-view';
import { returnsOfOrder } from './return-view';
import { shipmentsOfOrder } from './shipments';

/** One order of a user (by id or order number) with its refunds and shipments, or undefined when it is not theirs. */
export async function findOrderOfUser(db: Db, userId: string, orderId: string): Promise<Order | undefined> {
  const order = await findOrder(db, userId, orderId);
  if (!order) return undefined;
  const [refunds, shipments, returns, lines] = await Promise.all([
    refundsOfOrder(db, order.id),
    shipmentsOfOrder(db, order.id),
    returnsOfOrder(db, order.id),
    linesOf(db, order.id),
  ]);
  const lineById = new Map(lines.map((line) => [line.id, line]));
  const currency = order.total.currency;
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return {
    ...order,
    refunds: refunds.map((refund) => ({
      amount: { amount: toMajor(refund.amount), currency },
      createdAt: refund.createdAt.toISOString(),
    })),
    refundedTotal: { amount: toMajor(refunded), currency },
    returns: returns.map((row) => ({
      lines: row.lines.flatMap((returned) => {
        const line = lineById.get(returned.lineId);
        return line
          ? [{ name: line.name, color: line.color, size: line.size, quantity: returned.quantity }]
          : [];
      }),
      amount: { amount: toMajor(row.amount), currency },
      createdAt: row.createdAt.toISOString(),
    })),
    shipments: shipments.map((shipment) => ({
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      trackingUrl: shipment.trackingUrl,
      createdAt: shipment.createdAt.toISOString(),
    })),
  };
}
