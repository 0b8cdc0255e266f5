/**
 * Stripe's events of a site once their signature is checked (the webhook route,
 * `stripe/routes.ts`): an event already handled changes nothing; a paid
 * `checkout.session.completed` is settled (`settle-payment.ts`); every event is recorded once.
 */
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppDeps } from '../app-env';
import type { StripeSettings } from '../config/load-config';
import { settlePaidCheckout } from './settle-payment.ts';
import { stripeCheckouts, stripeEvents } from './tables';

/** Handles a verified event of the site `storeId`; `'duplicate'` when its id was handled already. */
export async function handleStripeEvent(
  deps: AppDeps,
  settings: StripeSettings,
  storeId: string,
  event: Stripe.Event,
): Promise<'handled' | 'duplicate'> {
  const { db, clock } = deps;
  const [seen] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id)).limit(1);
  if (seen) return 'duplicate';
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
  return 'handled';
}
