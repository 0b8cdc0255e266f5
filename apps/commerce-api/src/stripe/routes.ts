/**
 * `POST /payment/stripe/webhook/{storeId}`: Stripe's events of a site. The signature is checked
 * with `stripe.webhooks.constructEvent` on the raw body, exactly as received (a re-serialised
 * body would not match), with the site's webhook secret and a 5 minute tolerance on its
 * timestamp: a forged event, or one replayed later, is a 400 that changes nothing. An event
 * already handled (same id) is answered 200 and changes nothing. `checkout.session.completed`
 * of a paid session is settled (`settle-payment.ts`): its order made, or the charge refunded.
 */
import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { AppDeps, AppEnv } from '../app-env';
import type { StripeSettings } from '../config/load-config';
import { stripeKeysOf } from './stripe-accounts';
import { stripeClient } from './stripe-client';
import { handleStripeEvent } from './stripe-events.ts';

/** How old (seconds) a signed event may be: Stripe's documented default. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The webhook routes (mounted under `/payment`). */
export function stripeWebhookRoutes(deps: AppDeps, settings: StripeSettings): Hono<AppEnv> {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();

  app.post('/stripe/webhook/:storeId', async (c) => {
    const storeId = c.req.param('storeId');
    const keys = await stripeKeysOf(db, storeId, settings);
    if (!keys) return c.json({ error: { message: 'No Stripe account for this site' } }, 404);
    const raw = await c.req.text();
    let event: Stripe.Event;
    try {
      event = stripeClient(keys.secretKey, settings.apiBase).webhooks.constructEvent(
        raw,
        c.req.header('Stripe-Signature') ?? '',
        keys.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        clock.now().getTime(),
      );
    } catch (error) {
      deps.logger.warn({ storeId, reason: (error as Error).message }, 'stripe webhook refused');
      return c.json({ error: { message: 'Invalid signature' } }, 400);
    }
    if ((await handleStripeEvent(deps, settings, storeId, event)) === 'duplicate')
      return c.json({ received: true, duplicate: true });
    return c.json({ received: true });
  });

  return app;
}
