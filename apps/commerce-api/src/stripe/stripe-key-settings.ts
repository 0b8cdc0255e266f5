/**
 * A site's Stripe keys as staff see and set them (`admin/stripe-settings-routes.ts` parses, calls
 * these, presents): whether they are set and their last four characters, never the keys; setting
 * both and removing them are audited without them.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type Actor, auditedWrite } from '../staff/audit.ts';
import { maskedKey } from './stripe-accounts.ts';
import { stripeAccounts } from './tables.ts';

/** What may be shown of a site's keys; `publicOrigin`: the API's address Stripe calls. */
export async function shownStripeKeys(db: Db, storeId: string, publicOrigin: string) {
  const [row] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.storeId, storeId));
  return {
    storeId,
    configured: Boolean(row),
    secretKey: row ? maskedKey(row.secretKey) : null,
    webhookSecret: row ? maskedKey(row.webhookSecret) : null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    webhookUrl: `${publicOrigin.replace(/\/$/, '')}/payment/stripe/webhook/${encodeURIComponent(storeId)}`,
  };
}

/** Sets both keys of a site (created or replaced), audited with the keys masked. */
export async function setStripeKeys(
  db: Db,
  actor: Actor,
  now: Date,
  storeId: string,
  keys: { secretKey: string; webhookSecret: string },
): Promise<void> {
  await auditedWrite(db, actor, now, async (tx) => {
    const [before] = await tx.select().from(stripeAccounts).where(eq(stripeAccounts.storeId, storeId));
    await tx
      .insert(stripeAccounts)
      .values({ storeId, ...keys, updatedAt: now })
      .onConflictDoUpdate({ target: stripeAccounts.storeId, set: { ...keys, updatedAt: now } });
    // The audit row names the change, never the keys.
    const masked = (row: { secretKey: string; webhookSecret: string }) => ({
      secretKey: maskedKey(row.secretKey),
      webhookSecret: maskedKey(row.webhookSecret),
    });
    return {
      result: undefined,
      audit: [
        {
          action: before ? 'update' : 'create',
          entity: 'stripe-account',
          entityId: storeId,
          storeId,
          before: before ? masked(before) : null,
          after: masked(keys),
        },
      ],
    };
  });
}

/**
 * Removes a site's own keys (it then pays with the environment's keys, if any, else checkout
 * answers 503), audited with the keys masked. Nothing to remove changes and audits nothing.
 */
export async function removeStripeKeys(db: Db, actor: Actor, now: Date, storeId: string): Promise<void> {
  await auditedWrite(db, actor, now, async (tx) => {
    const removed = await tx.delete(stripeAccounts).where(eq(stripeAccounts.storeId, storeId)).returning();
    const [before] = removed;
    return {
      result: undefined,
      audit: before
        ? [
            {
              action: 'delete',
              entity: 'stripe-account',
              entityId: storeId,
              storeId,
              before: {
                secretKey: maskedKey(before.secretKey),
                webhookSecret: maskedKey(before.webhookSecret),
              },
              after: null,
            },
          ]
        : [],
    };
  });
}
