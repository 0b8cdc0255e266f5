/**
 * One order as its shopper reads it (`GET /api/users/me/orders/{orderId}`): the contract's order,
 * plus every refund (amount and date) and every shipment (carrier, tracking number and link).
 */
import type { Order } from '@clubshop/api-sdk/contract';
import type { Db } from '../db/database';
import { findOrderOfUser as findOrder } from '../payment/order-view';
import { toMajor } from '../pricing/money';
import { refundsOfOrder } from './admin-order-view';
import { shipmentsOfOrder } from './shipments';

/** One order of a user (by id or order number) with its refunds and shipments, or undefined when it is not theirs. */
export async function findOrderOfUser(db: Db, userId: string, orderId: string): Promise<Order | undefined> {
  const order = await findOrder(db, userId, orderId);
  if (!order) return undefined;
  const [refunds, shipments] = await Promise.all([
    refundsOfOrder(db, order.id),
    shipmentsOfOrder(db, order.id),
  ]);
  const currency = order.total.currency;
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return {
    ...order,
    refunds: refunds.map((refund) => ({
      amount: { amount: toMajor(refund.amount), currency },
      createdAt: refund.createdAt.toISOString(),
    })),
    refundedTotal: { amount: toMajor(refunded), currency },
    shipments: shipments.map((shipment) => ({
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      trackingUrl: shipment.trackingUrl,
      createdAt: shipment.createdAt.toISOString(),
    })),
  };
}
