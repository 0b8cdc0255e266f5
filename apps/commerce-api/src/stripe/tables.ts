/**
 * The Stripe provider's tables: each site's keys (set by owners through the admin API, never
 * answered in full), the Checkout Session of each payment session (the refund finds the
 * PaymentIntent there), and the ids of the webhook events already handled (a replayed event
 * changes nothing).
 */
import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A site's Stripe account keys. */
export const stripeAccounts = pgTable('stripe_accounts', {
  storeId: text('store_id').primaryKey(),
  /** `sk_…` or `rk_…`: the API key the provider calls Stripe with. */
  secretKey: text('secret_key').notNull(),
  /** `whsec_…`: the secret the site's webhook endpoint checks signatures with. */
  webhookSecret: text('webhook_secret').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The Stripe Checkout Session of a payment session. */
export const stripeCheckouts = pgTable(
  'stripe_checkouts',
  {
    paymentSessionId: text('payment_session_id').primaryKey(),
    checkoutSessionId: text('checkout_session_id').notNull(),
    basketToken: text('basket_token').notNull(),
    storeId: text('store_id').notNull(),
    /** Set by `checkout.session.completed`: what a refund refunds. */
    paymentIntentId: text('payment_intent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * How a paid Checkout Session was settled (`settle-payment.ts`): `order` (it made its
     * order, or found the one it made) or `refunded` (no order could be made: refunded in full,
     * the club told). Null while unpaid or not yet settled: reconciliation looks at those.
     */
    settlement: text('settlement').$type<'order' | 'refunded'>(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The refund of a `refunded` settlement, and why no order could be made. */
    refundId: text('refund_id'),
    settlementReason: text('settlement_reason'),
  },
  (t) => [uniqueIndex('stripe_checkouts_session').on(t.checkoutSessionId)],
);

/** A webhook event handled once (Stripe may deliver an event more than once; anyone may replay one). */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  storeId: text('store_id').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
