/**
 * PAYMENT_PROVIDER=stripe (docs/reference/payment-providers.md): the shopper pays on a Stripe
 * Checkout Session (redirect), whose signed `checkout.session.completed` webhook confirms the
 * order (`routes.ts`); refunds go through `refunds.create`. Every call to Stripe that
 * creates something carries an `Idempotency-Key` (the payment session's id, the refund
 * request's key), so a retry never charges or refunds twice.
 */
import { eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import type { PaymentProvider, PaymentRequest, RefundRequest } from '../app-env';
import type { StripeSettings } from '../config/load-config';
import type { Db } from '../db/database.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { withParams } from '../payment/page';
import { ApiError } from '../shared/api-error';
import { reconcileStripePayments } from './reconcile-payments.ts';
import { stripeKeysOf } from './stripe-accounts';
import { stripeClient } from './stripe-client';
import { stripeCheckouts } from './tables';

/** A 503 saying payment is not possible now (no keys, or Stripe refused or did not answer). */
function unavailable(): ApiError {
  return new ApiError(503, [apiMessage('Api.Error.PaymentUnavailable')], { 'Retry-After': '30' });
}

/** Opens the Checkout Session of a payment session; answers its hosted page's address. */
async function checkoutUrl(settings: StripeSettings, request: PaymentRequest): Promise<string> {
  const keys = await stripeKeysOf(request.db, request.storeId, settings);
  if (!keys) throw unavailable();
  const stripe = stripeClient(keys.secretKey, settings.apiBase);
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amount,
              product_data: { name: 'Order' },
            },
          },
        ],
        // No basket token in either address (decision 0076): the shop knows its shopper's basket.
        success_url: request.returnUrl,
        cancel_url: withParams(request.cancelUrl, { payment: 'cancelled' }),
        client_reference_id: request.sessionId,
        metadata: { paymentSessionId: request.sessionId, storeId: request.storeId },
      },
      // One Checkout Session per payment session, however often this is retried.
      { idempotencyKey: `checkout-${request.sessionId}` },
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw unavailable();
    throw error;
  }
  if (!session.url) throw unavailable();
  await request.db.insert(stripeCheckouts).values({
    paymentSessionId: request.sessionId,
    checkoutSessionId: session.id,
    basketToken: request.basketToken,
    storeId: request.storeId,
    createdAt: new Date(),
  });
  return session.url;
}

/** Refunds (part of) the PaymentIntent that paid the order's basket. */
async function refund(
  settings: StripeSettings,
  request: RefundRequest,
): Promise<{ providerRefundId: string }> {
  const [paid] = await request.db
    .select()
    .from(stripeCheckouts)
    .where(eq(stripeCheckouts.basketToken, request.basketToken));
  const keys = await stripeKeysOf(request.db, request.storeId, settings);
  if (!paid?.paymentIntentId || !keys) {
    throw new ApiError(409, [
      {
        message: 'This order was not paid through Stripe: refund it by hand',
        code: 'order.refund-not-possible',
      },
    ]);
  }
  try {
    const made = await stripeClient(keys.secretKey, settings.apiBase).refunds.create(
      {
        payment_intent: paid.paymentIntentId,
        amount: request.amount,
        metadata: { orderId: request.orderId, ...(request.reason ? { reason: request.reason } : {}) },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return { providerRefundId: made.id };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    throw new ApiError(502, [
      { message: `Stripe refused the refund: ${error.message}`, code: 'order.refund-refused-by-provider' },
    ]);
  }
}

/**
 * Expires the Checkout Sessions of superseded payment sessions (one open payment per basket):
 * Stripe then refuses to take payment on their pages. A session paid meanwhile cannot be
 * expired; its payment is settled when reported (`settle-payment.ts`).
 */
async function expireSessions(
  settings: StripeSettings,
  request: { db: Db; storeId: string; sessionIds: readonly string[] },
): Promise<void> {
  const keys = await stripeKeysOf(request.db, request.storeId, settings);
  if (!keys) return;
  const stripe = stripeClient(keys.secretKey, settings.apiBase);
  const rows = await request.db
    .select({ checkoutSessionId: stripeCheckouts.checkoutSessionId })
    .from(stripeCheckouts)
    .where(inArray(stripeCheckouts.paymentSessionId, [...request.sessionIds]));
  const failures: string[] = [];
  for (const row of rows) {
    try {
      await stripe.checkout.sessions.expire(row.checkoutSessionId);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      failures.push(`${row.checkoutSessionId}: ${error.message}`);
    }
  }
  if (failures.length > 0) throw new Error(`Stripe kept open: ${failures.join('; ')}`);
}

/**
 * The Stripe provider's calls with the environment's settings (`server/payment-providers.ts`
 * adds the webhook routes of `routes.ts`).
 */
export function stripeCalls(
  settings: StripeSettings,
): Pick<PaymentProvider, 'paymentUrl' | 'refund' | 'expireSessions' | 'reconcile'> {
  return {
    paymentUrl: (request) => checkoutUrl(settings, request),
    refund: (request) => refund(settings, request),
    expireSessions: (request) => expireSessions(settings, request),
    reconcile: (deps) => reconcileStripePayments(deps, settings),
  };
}
