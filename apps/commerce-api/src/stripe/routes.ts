/**
 * `POST /payment/stripe/webhook/{storeId}`: Stripe's events of a site. The signature is checked
 * with `stripe.webhooks.constructEvent` on the raw body, exactly as received (a re-serialised
 * body would not match), with the site's webhook secret and a 5 minute tolerance on its
 * timestamp: a forged event, or one replayed later, is a 400 that changes nothing. An event
 * already handled (same id) is answered 200 and changes nothing. `checkout.session.completed`
 * of a paid session is settled (`settle-payment.ts`): its order made, or the charge refunded.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { AppDeps, AppEnv } from '../app-env';
import type { StripeSettings } from '../config/load-config';
import { settlePaidCheckout } from './settle-payment.ts';
import { stripeKeysOf } from './stripe-accounts';
import { stripeClient } from './stripe-client';
import { stripeCheckouts, stripeEvents } from './tables';

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
    const [seen] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id)).limit(1);
    if (seen) return c.json({ received: true, duplicate: true });

    if (event.type === 'checkout.session.completed' && event.data.object.payment_status === 'paid') {
      const session = event.data.object;
      const [checkout] = await db
        .select()
        .from(stripeCheckouts)
        .where(and(eq(stripeCheckouts.checkoutSessionId, session.id), eq(stripeCheckouts.storeId, storeId)));
      // The order made, or (none can be) the charge refunded and the club told.
      if (checkout) await settlePaidCheckout(deps, settings, checkout, session);
    }
    await db
      .insert(stripeEvents)
      .values({ id: event.id, storeId, type: event.type, receivedAt: clock.now() })
      .onConflictDoNothing();
    return c.json({ received: true });
  });

  return app;
}
