/**
 * Periodic reconciliation with Stripe (issue 43): a payment whose webhook never arrived (the API
 * down longer than Stripe's retries, a misconfigured endpoint) is found by asking Stripe about
 * every Checkout Session of the last days that is not settled yet, and a paid one is settled as
 * the webhook would have (`settle-payment.ts`). A running API does this every
 * `PAYMENT_RECONCILE_INTERVAL_MS` (`server/services.ts`); with several instances each may, and
 * settling is idempotent (the row's `settlement`, the refund's idempotency key).
 */
import { and, gte, isNull } from 'drizzle-orm';
import Stripe from 'stripe';
import type { AppDeps } from '../app-env.ts';
import type { StripeSettings } from '../config/load-config.ts';
import { settlePaidCheckout } from './settle-payment.ts';
import { stripeKeysOf } from './stripe-accounts.ts';
import { stripeClient } from './stripe-client.ts';
import { stripeCheckouts } from './tables.ts';

/** How far back unsettled sessions are asked about: Stripe's Checkout Sessions live at most 24 h. */
export const RECONCILE_LOOKBACK_MS = 3 * 24 * 60 * 60 * 1000;

/** Settles every paid, unsettled Checkout Session of the last days; answers how many it settled. */
export async function reconcileStripePayments(
  deps: AppDeps,
  settings: StripeSettings,
): Promise<{ settled: number }> {
  const since = new Date(deps.clock.now().getTime() - RECONCILE_LOOKBACK_MS);
  const open = await deps.db
    .select()
    .from(stripeCheckouts)
    .where(and(isNull(stripeCheckouts.settlement), gte(stripeCheckouts.createdAt, since)));
  let settled = 0;
  for (const checkout of open) {
    const keys = await stripeKeysOf(deps.db, checkout.storeId, settings);
    if (!keys) continue;
    let session: Stripe.Checkout.Session;
    try {
      session = await stripeClient(keys.secretKey, settings.apiBase).checkout.sessions.retrieve(
        checkout.checkoutSessionId,
      );
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      deps.logger.warn(
        { storeId: checkout.storeId, checkoutSessionId: checkout.checkoutSessionId, stripe: error.message },
        'stripe reconciliation could not read a checkout session',
      );
      continue;
    }
    if (session.payment_status !== 'paid') continue;
    const outcome = await settlePaidCheckout(deps, settings, checkout, session);
    if (outcome !== 'unsettled') settled += 1;
  }
  if (settled > 0)
    deps.logger.warn({ settled }, 'stripe reconciliation settled payments whose events never arrived');
  return { settled };
}
