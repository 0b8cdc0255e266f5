/**
 * Settling a paid Stripe Checkout Session (issue 43: no shopper charged without exactly one
 * order). Whoever learns that a session was paid, the signed webhook (`routes.ts`) or the
 * periodic reconciliation (`reconcile-payments.ts`), settles it here, once:
 * - it makes its order through `approvePayment` (as the test page's Approve does), also when the
 *   event comes after the payment session expired or was superseded by another tab, as long as
 *   the basket has no order yet and still costs what was paid (`paidAtProvider`);
 * - when no order can be made (the basket ordered from another session, changed while paying,
 *   sold out, a voucher used up), the charge is refunded in full at Stripe (idempotency key
 *   `unmatched-<payment session>`: once, however often this runs) and the club's inbox is told.
 * The outcome is kept on the session's `stripe_checkouts` row; a refund Stripe refused leaves it
 * unsettled, for the next reconciliation to try again.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { AppDeps } from '../app-env.ts';
import type { StripeSettings } from '../config/load-config.ts';
import { mailTheClub } from '../mail/club-inbox.ts';
import { siteTexts } from '../messages/site-texts.ts';
import { approvePayment, PaymentProblem } from '../payment/order-service.ts';
import { moneyText } from '../pricing/money.ts';
import { stripeKeysOf } from './stripe-accounts.ts';
import { stripeClient } from './stripe-client.ts';
import { stripeCheckouts } from './tables.ts';

/** A Checkout Session's row as stored when checkout opened it. */
export type StripeCheckoutRow = typeof stripeCheckouts.$inferSelect;

/** What became of a paid session. */
export type Settlement = 'order' | 'refunded' | 'unsettled';

/** The PaymentIntent of a Checkout Session as Stripe answers it (an id or an expanded object). */
export function paymentIntentOf(session: Stripe.Checkout.Session): string | undefined {
  return typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
}

/**
 * Settles the paid Checkout Session `session` of `checkout`: the order made, or the charge
 * refunded and the club told. A session settled before is left as it is.
 */
export async function settlePaidCheckout(
  deps: AppDeps,
  settings: StripeSettings,
  checkout: StripeCheckoutRow,
  session: Stripe.Checkout.Session,
): Promise<Settlement> {
  if (checkout.settlement) return checkout.settlement;
  const { db, clock } = deps;
  const intent = paymentIntentOf(session) ?? null;
  await db
    .update(stripeCheckouts)
    .set({ paymentIntentId: intent })
    .where(eq(stripeCheckouts.paymentSessionId, checkout.paymentSessionId));
  try {
    await approvePayment(db, checkout.paymentSessionId, {
      now: clock.now(),
      mailer: deps.mailer,
      catalogue: deps.caches,
      texts: (tx, culture) => siteTexts({ db: tx, caches: deps.caches }, culture),
      paidAtProvider: true,
    });
    await markSettled(deps, checkout.paymentSessionId, { settlement: 'order' });
    return 'order';
  } catch (error) {
    if (!(error instanceof PaymentProblem)) throw error;
    return refundUnmatched(deps, settings, checkout, session, intent, error.message);
  }
}

async function markSettled(
  deps: AppDeps,
  paymentSessionId: string,
  outcome: { settlement: 'order' | 'refunded'; refundId?: string; reason?: string },
): Promise<void> {
  await deps.db
    .update(stripeCheckouts)
    .set({
      settlement: outcome.settlement,
      settledAt: deps.clock.now(),
      refundId: outcome.refundId ?? null,
      settlementReason: outcome.reason ?? null,
    })
    .where(eq(stripeCheckouts.paymentSessionId, paymentSessionId));
}

/** Refunds a payment that made no order, in full, and tells the club why. */
async function refundUnmatched(
  deps: AppDeps,
  settings: StripeSettings,
  checkout: StripeCheckoutRow,
  session: Stripe.Checkout.Session,
  intent: string | null,
  reason: string,
): Promise<Settlement> {
  const { logger } = deps;
  const keys = await stripeKeysOf(deps.db, checkout.storeId, settings);
  const where = {
    storeId: checkout.storeId,
    paymentSessionId: checkout.paymentSessionId,
    checkoutSessionId: session.id,
  };
  if (!intent || !keys) {
    logger.error(
      { ...where, reason },
      'stripe payment without an order could not be refunded: no payment intent or keys',
    );
    return 'unsettled';
  }
  let refundId: string;
  try {
    const refund = await stripeClient(keys.secretKey, settings.apiBase).refunds.create(
      {
        payment_intent: intent,
        metadata: { paymentSessionId: checkout.paymentSessionId, reason: reason.slice(0, 450) },
      },
      { idempotencyKey: `unmatched-${checkout.paymentSessionId}` },
    );
    refundId = refund.id;
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    logger.error(
      { ...where, reason, stripe: error.message },
      'stripe payment without an order: the refund failed',
    );
    return 'unsettled';
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(stripeCheckouts)
      .set({ settlement: 'refunded', settledAt: deps.clock.now(), refundId, settlementReason: reason })
      .where(eq(stripeCheckouts.paymentSessionId, checkout.paymentSessionId));
    await mailTheClub(deps, tx, checkout.storeId, (t, site) => {
      const amount = moneyText(
        session.amount_total ?? 0,
        (session.currency ?? '').toUpperCase(),
        site.culture,
      );
      return {
        subject: t('Mail.Inbox.PaymentRefundedSubject', { amount }),
        text: t('Mail.Inbox.PaymentRefundedText', {
          amount,
          host: site.hostName,
          payment: checkout.paymentSessionId,
          basket: checkout.basketToken.slice(0, 8),
          reason,
        }),
      };
    });
  });
  logger.error(
    { ...where, refundId, reason },
    'stripe payment without an order: refunded in full, the club told',
  );
  return 'refunded';
}
