/**
 * Who may use a basket (decision 0015). An anonymous basket is used by whoever holds its token.
 * A basket belongs to a user once it is created or used with their access token; from then on
 * only that user's access token reads it, changes it, checks it out or shows its receipt.
 * Anyone else is answered like an unknown token (404), so a leaked token reveals nothing; a
 * request whose access token is expired or revoked gets 401 instead, so the client refreshes and
 * retries rather than dropping the basket.
 *
 * The first use of an anonymous basket with an access token claims it (after a login, the
 * storefront's next basket call) and merges the user's other open baskets of the same shop into
 * it: their lines are added (same item and personalisation: quantities add up) and the old
 * baskets are deleted. Baskets in the middle of a live payment are left alone.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/database';
import { queryRows } from '../db/database';
import { basketLines, baskets } from '../db/tables/basket';
import type { BasketRow } from '../pricing/priced-lines';
import { unauthorized } from '../shared/api-error.ts';
import { basketNotFound } from './basket-service';
import { newLineId } from './token';
import { releaseVouchers } from './voucher-release.ts';

/**
 * Checks that the request may use the basket of `token`, claiming an anonymous basket for a
 * logged-in user (and merging their other baskets into it), and returns the basket as read (so
 * the route need not read it again). An unknown token passes with undefined: the route answers
 * it as before (404).
 */
export async function authorizeBasket(
  db: Db,
  c: Context<AppEnv>,
  token: string,
  now: Date,
): Promise<BasketRow | undefined> {
  const user = c.get('user');
  const [basket] = await db.select().from(baskets).where(eq(baskets.token, token)).limit(1);
  if (!basket || basket.userId === (user?.id ?? null)) return basket;
  if (basket.userId === null) {
    if (!user || basket.status !== 'open') return basket;
    // Claimed by a conditional UPDATE: another request may have claimed it meanwhile.
    await claimBasket(db, user.id, token, now);
    return authorizeBasket(db, c, token, now);
  }
  // A bad access token on somebody's basket: let the client refresh; no token at all: unknown.
  if (!user && c.req.header('Authorization')) throw unauthorized();
  throw basketNotFound();
}

/**
 * Makes an anonymous open basket the user's and merges their other open baskets of the same
 * shop into it, in one transaction. False when the basket was not anonymous and open.
 */
export async function claimBasket(db: Db, userId: string, token: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(baskets)
      .set({ userId, updatedAt: now })
      .where(and(eq(baskets.token, token), isNull(baskets.userId), eq(baskets.status, 'open')))
      .returning({ storeId: baskets.storeId });
    if (!claimed) return false;
    const others = await queryRows<{ token: string }>(
      tx,
      sql`select b.token from baskets b
          where b.user_id = ${userId} and b.store_id = ${claimed.storeId} and b.status = 'open'
            and b.token <> ${token}
            and not exists (select 1 from payment_sessions p where p.basket_token = b.token
                            and p.status = 'pending' and p.expires_at > ${now.toISOString()}::timestamptz)
          order by b.updated_at
          for update`,
    );
    for (const { token: old } of others) await mergeInto(tx, old, token);
    return true;
  });
}

/** Adds the lines of basket `from` to basket `into`, then deletes `from` (its vouchers given back). */
async function mergeInto(tx: Db, from: string, into: string): Promise<void> {
  const lines = await tx
    .select()
    .from(basketLines)
    .where(and(eq(basketLines.basketToken, from), ne(basketLines.quantity, 0)))
    .orderBy(basketLines.position);
  for (const line of lines) {
    await tx
      .insert(basketLines)
      .values({
        id: newLineId(),
        basketToken: into,
        itemId: line.itemId,
        addOnRelationId: line.addOnRelationId,
        addOns: line.addOns,
        lineKey: line.lineKey,
        quantity: line.quantity,
        addedUnitPrice: line.addedUnitPrice,
        position: sql`(select coalesce(max(${basketLines.position}), 0) + 1 from ${basketLines} where ${basketLines.basketToken} = ${into})`,
        createdAt: line.createdAt,
      })
      .onConflictDoUpdate({
        target: [basketLines.basketToken, basketLines.lineKey],
        set: { quantity: sql`${basketLines.quantity} + excluded.quantity` },
      });
  }
  await releaseVouchers(tx, from);
  await tx.delete(baskets).where(eq(baskets.token, from));
}
