/**
 * A site's Stripe keys as staff see and set them (`admin/stripe-settings-routes.ts` parses, calls
 * these, presents): whether they are set and their last four characters, never the keys; setting
 * both and removing them are audited without them. The keys are sealed in their row under `key`
 * (CLUBSHOP_SECRETS_KEY, decision 0115); without a key nothing is stored.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { openSecret, SecretUnreadable } from '../secrets/secret-box.ts';
import { ApiError } from '../shared/api-error.ts';
import { type Actor, auditedWrite } from '../staff/audit.ts';
import { maskedKey, sealedStripeKeys } from './stripe-accounts.ts';
import { stripeAccounts } from './tables.ts';

/** What is shown of a stored key: its mask, or that this key cannot open it. */
function shownKey(key: Buffer | undefined, stored: string): string {
  try {
    return maskedKey(openSecret(key, stored));
  } catch (error) {
    if (error instanceof SecretUnreadable)
      return '(sealed under another CLUBSHOP_SECRETS_KEY: set the keys again)';
    throw error;
  }
}

/**
 * What may be shown of a site's keys; `publicOrigin`: the API's address Stripe calls; `key`: the
 * one they are sealed under.
 */
export async function shownStripeKeys(
  db: Db,
  storeId: string,
  publicOrigin: string,
  key: Buffer | undefined,
) {
  const [row] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.storeId, storeId));
  return {
    storeId,
    configured: Boolean(row),
    secretKey: row ? shownKey(key, row.secretKey) : null,
    webhookSecret: row ? shownKey(key, row.webhookSecret) : null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    webhookUrl: `${publicOrigin.replace(/\/$/, '')}/payment/stripe/webhook/${encodeURIComponent(storeId)}`,
  };
}

/**
 * Sets both keys of a site (created or replaced), sealed under `key`, audited with the keys
 * masked. Without a key (production without CLUBSHOP_SECRETS_KEY) nothing is stored: 503
 * `Admin.Error.SecretsKeyMissing`, never the keys as they are.
 */
export async function setStripeKeys(
  db: Db,
  key: Buffer | undefined,
  actor: Actor,
  now: Date,
  storeId: string,
  keys: { secretKey: string; webhookSecret: string },
): Promise<void> {
  if (!key) {
    throw new ApiError(503, [
      {
        message:
          'The API has no CLUBSHOP_SECRETS_KEY to encrypt the keys with, so it stores none: set it and restart the API',
        code: 'Admin.Error.SecretsKeyMissing',
        field: 'secretKey',
      },
    ]);
  }
  const sealed = sealedStripeKeys(key, keys);
  await auditedWrite(db, actor, now, async (tx) => {
    const [before] = await tx.select().from(stripeAccounts).where(eq(stripeAccounts.storeId, storeId));
    await tx
      .insert(stripeAccounts)
      .values({ storeId, ...sealed, updatedAt: now })
      .onConflictDoUpdate({ target: stripeAccounts.storeId, set: { ...sealed, updatedAt: now } });
    // The audit row names the change, never the keys.
    const masked = (row: { secretKey: string; webhookSecret: string }) => ({
      secretKey: shownKey(key, row.secretKey),
      webhookSecret: shownKey(key, row.webhookSecret),
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
export async function removeStripeKeys(
  db: Db,
  key: Buffer | undefined,
  actor: Actor,
  now: Date,
  storeId: string,
): Promise<void> {
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
                secretKey: shownKey(key, before.secretKey),
                webhookSecret: shownKey(key, before.webhookSecret),
              },
              after: null,
            },
          ]
        : [],
    };
  });
}
