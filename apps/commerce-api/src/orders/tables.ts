/**
 * Refunds of orders (issue 27). A refund is asked for with an `Idempotency-Key`: the unique
 * index on it makes "the same key twice gives the same refund, never two" a rule of the database,
 * not only of the route. `providerRefundId` is the payment provider's id of the refund (Stripe's
 * `re_…`); the test page moves no money and leaves it null.
 */
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
