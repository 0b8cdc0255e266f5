/**
 * Refunds of orders (issue 27). A refund is asked for with an `Idempotency-Key`: the unique
 * index on it makes "the same key twice gives the same refund, never two" a rule of the database,
 * not only of the route. `providerRefundId` is the payment provider's id of the refund (Stripe's
 * `re_…`); the test page moves no money and leaves it null.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../payment/tables';

/** One refund of an order, minor units of the order's currency. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The `Idempotency-Key` of the request that made it. */
    idempotencyKey: text('idempotency_key').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason'),
    /** The PAYMENT_PROVIDER that moved the money back (`test-page`, `stripe`). */
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id'),
    /** The member of staff who asked for it. */
    staffId: text('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_refunds_idempotency_key').on(t.idempotencyKey),
    index('order_refunds_order').on(t.orderId, t.createdAt),
  ],
);

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
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    /** The carrier's tracking page of the parcel (https), or null when none is known. */
    trackingUrl: text('tracking_url'),
    lines: jsonb('lines').$type<ShippedLine[]>().notNull(),
    staffId: text('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_shipments_idempotency_key').on(t.idempotencyKey),
    index('order_shipments_order').on(t.orderId, t.createdAt),
  ],
);

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
export const orderReturns = pgTable(
  'order_returns',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    lines: jsonb('lines').$type<ReturnedLine[]>().notNull(),
    reason: text('reason'),
    /** What the return refunded, minor units of the order's currency. */
    amount: integer('amount').notNull(),
    refundId: text('refund_id').references(() => orderRefunds.id),
    staffId: text('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_returns_idempotency_key').on(t.idempotencyKey),
    index('order_returns_order').on(t.orderId, t.createdAt),
  ],
);

/** A return as stored. */
export type OrderReturnRow = typeof orderReturns.$inferSelect;
