/**
 * One open payment session per basket (issue 43): a new checkout of a basket cancels the
 * sessions it still had pending, so a payment page left open in another tab can no longer be
 * paid on our side, and the provider is asked to close its hosted page too
 * (`PaymentProvider.expireSessions`). Should the shopper have paid there anyway, the provider's
 * event finds the basket ordered or the session superseded, and the payment is settled: the
 * order made once, any second charge refunded (`stripe/settle-payment.ts`).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { paymentSessions } from './tables.ts';

/**
 * Cancels every pending payment session of the basket `token` (inside the checkout's
 * transaction, under the basket's lock); answers their ids for the provider to expire.
 */
export async function supersedePendingSessions(tx: Db, token: string): Promise<string[]> {
  const superseded = await tx
    .update(paymentSessions)
    .set({ status: 'cancelled' })
    .where(and(eq(paymentSessions.basketToken, token), eq(paymentSessions.status, 'pending')))
    .returning({ id: paymentSessions.id });
  return superseded.map((session) => session.id);
}
