/**
 * Payment sessions live `paymentSessionTtlSeconds` (30 minutes by default). A pending session
 * past that is expired and gives back the limited vouchers its basket reserved, so an abandoned
 * payment page does not hold a single-use code for ever. Expiry is applied when it matters, by
 * every call that opens, shows, approves or cancels a payment and before a voucher is put on a
 * basket: one indexed query that finds nothing almost always.
 */
import { and, eq, gt, lte, ne } from 'drizzle-orm';
import { lockBasket } from '../basket/basket-service';
import { releaseVouchers } from '../basket/voucher-release.ts';
import type { Db } from '../db/database';
import { paymentSessions } from './tables';

/**
 * Gives back the vouchers a basket reserved, unless another of its payment sessions is still
 * live (pending and not expired): that one still needs them.
 */
export async function releaseUnlessPaying(
  tx: Db,
  basketToken: string,
  now: Date,
  endedSessionId: string,
): Promise<void> {
  const [live] = await tx
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.basketToken, basketToken),
        eq(paymentSessions.status, 'pending'),
        gt(paymentSessions.expiresAt, now),
        ne(paymentSessions.id, endedSessionId),
      ),
    )
    .limit(1);
  if (!live) await releaseVouchers(tx, basketToken);
}

/**
 * Expires every pending session past its lifetime and releases what its basket reserved; each
 * in its own transaction, locking the basket first like approve and cancel do. Answers how many
 * it expired.
 */
export async function expirePaymentSessions(db: Db, now: Date): Promise<number> {
  const stale = await db
    .select({ id: paymentSessions.id, basketToken: paymentSessions.basketToken })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.status, 'pending'), lte(paymentSessions.expiresAt, now)));
  let expired = 0;
  for (const { id, basketToken } of stale) {
    await db.transaction(async (tx) => {
      const basket = await lockBasket(tx, basketToken).catch(() => undefined);
      const [session] = await tx
        .select()
        .from(paymentSessions)
        .where(eq(paymentSessions.id, id))
        .for('update');
      if (session?.status !== 'pending' || session.expiresAt > now) return;
      await tx.update(paymentSessions).set({ status: 'expired' }).where(eq(paymentSessions.id, id));
      if (basket?.status === 'open') await releaseUnlessPaying(tx, basketToken, now, id);
      expired++;
    });
  }
  return expired;
}
