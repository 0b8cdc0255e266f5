/**
 * Refunds of orders (issue 27). A refund is asked for with an `Idempotency-Key`: the unique
 * index on it makes "the same key twice gives the same refund, never two" a rule of the database,
 * not only of the route. `providerRefundId` is the payment provider's id of the refund (Stripe's
 * `re_…`); the test page moves no money and leaves it null.
 */
import {
  index,
  integer,
  jsonb,
  type PgColumnBuilderBase,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo } from '../db/columns.ts';
import { orders } from '../payment/tables';

/**
 * A table of things staff do to an order (refunds, shipments, returns): each made once per
 * `Idempotency-Key` (a unique index), by a member of staff (null: the command line or a webhook),
 * listed per order by time. `columns` are the record's own, between the order and the staff id.
 */
function orderActionTable<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
) {
  return pgTable(
    name,
    {
      id: text('id').primaryKey(),
      orderId: belongsTo('order_id', () => orders.id),
      /** The `Idempotency-Key` of the request that made it. */
      idempotencyKey: text('idempotency_key').notNull(),
      ...columns,
      /** The member of staff who asked for it. */
      staffId: text('staff_id'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    },
    (t) => [
      uniqueIndex(`${name}_idempotency_key`).on(t.idempotencyKey),
      index(`${name}_order`).on(t.orderId, t.createdAt),
    ],
  );
}

/** One refund of an order, minor units of the order's currency. */
export const orderRefunds = orderActionTable('order_refunds', {
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  reason: text('reason'),
  /** The PAYMENT_PROVIDER that moved the money back (`test-page`, `stripe`). */
  provider: text('provider').notNull(),
  providerRefundId: text('provider_refund_id'),
});

/** A refund as stored. */
export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/** One line of a shipment: an order line and how many of it went. */
export interface ShippedLine {
  lineId: string;
  quantity: number;
}

/**
 * Shipments of orders (issue 40): a parcel handed to a carrier, with its tracking number and the
 * link the shopper follows, and the lines it holds. Made once per `Idempotency-Key` (a double
 * click ships once), like refunds.
 */
export const orderShipments = orderActionTable('order_shipments', {
  carrier: text('carrier').notNull(),
  trackingNumber: text('tracking_number').notNull(),
  /** The carrier's tracking page of the parcel (https), or null when none is known. */
  trackingUrl: text('tracking_url'),
  lines: jsonb('lines').$type<ShippedLine[]>().notNull(),
});

/** A shipment as stored. */
export type OrderShipmentRow = typeof orderShipments.$inferSelect;

/** One line of a return: an order line and how many of it came back. */
export interface ReturnedLine {
  lineId: string;
  quantity: number;
}

/**
 * Returns of orders (issue 40): lines a shopper sent back, restocked and refunded. Made once per
 * `Idempotency-Key` (a double click returns and refunds once), like refunds and shipments.
 * `refundId` is the refund the return made (null when nothing was left to refund).
 */
export const orderReturns = orderActionTable('order_returns', {
  lines: jsonb('lines').$type<ReturnedLine[]>().notNull(),
  reason: text('reason'),
  /** What the return refunded, minor units of the order's currency. */
  amount: integer('amount').notNull(),
  refundId: text('refund_id').references(() => orderRefunds.id),
});

/** A return as stored. */
export type OrderReturnRow = typeof orderReturns.$inferSelect;
