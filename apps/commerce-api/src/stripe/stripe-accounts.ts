/**
 * A site's Stripe keys: its own (set by an owner through the admin API), else the defaults of
 * the environment (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET), else none (checkout answers 503).
 * Keys are shown to people only as their last four characters (`maskedKey`). A site's own keys are
 * sealed in the database (`secrets/secret-box.ts`, decision 0115) and opened here only.
 */
import { and, eq, like, not, or } from 'drizzle-orm';
import type { StripeSettings } from '../config/load-config';
import type { Db } from '../db/database';
import type { Logger } from '../logging/logger';
import { developmentSecretsKey, openSecret, SecretUnreadable, sealSecret } from '../secrets/secret-box';
import { stripeAccounts } from './tables';

/** The keys the provider works with for one site. */
export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

/** The keys of `storeId`, or undefined when neither the site nor the environment has them. */
export async function stripeKeysOf(
  db: Db,
  storeId: string,
  defaults: StripeSettings,
): Promise<StripeKeys | undefined> {
  const [own] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.storeId, storeId)).limit(1);
  if (own) {
    // Unset: the development key (production without CLUBSHOP_SECRETS_KEY sealed nothing).
    const key = defaults.secretsKey ?? developmentSecretsKey;
    try {
      return { secretKey: openSecret(key, own.secretKey), webhookSecret: openSecret(key, own.webhookSecret) };
    } catch (error) {
      // Sealed under another key (CLUBSHOP_SECRETS_KEY changed): the site cannot pay until an
      // owner sets its keys again; checkout answers 503 as without keys.
      if (error instanceof SecretUnreadable) return undefined;
      throw error;
    }
  }
  if (defaults.secretKey && defaults.webhookSecret) {
    return { secretKey: defaults.secretKey, webhookSecret: defaults.webhookSecret };
  }
  return undefined;
}

/** A secret as people may see it: its kind prefix and last four characters (`sk_test_…4242`). */
export function maskedKey(secret: string): string {
  const prefix = /^[a-z]+_(?:test_|live_)?/.exec(secret)?.[0] ?? '';
  return `${prefix}…${secret.slice(-4)}`;
}

/** A site's two keys sealed for their row (`sealSecret` under `key`). */
export function sealedStripeKeys(key: Buffer, keys: StripeKeys): StripeKeys {
  return { secretKey: sealSecret(key, keys.secretKey), webhookSecret: sealSecret(key, keys.webhookSecret) };
}

/**
 * Seals the rows an earlier version stored as they were (decision 0102), once at start; without a
 * key (production without CLUBSHOP_SECRETS_KEY) they stay and a warning says so. Answers how
 * many rows were sealed.
 */
export async function sealPlaintextStripeKeys(
  db: Db,
  key: Buffer | undefined,
  logger: Logger,
): Promise<number> {
  const plain = await db
    .select()
    .from(stripeAccounts)
    .where(
      or(
        not(like(stripeAccounts.secretKey, 'sealed:%')),
        not(like(stripeAccounts.webhookSecret, 'sealed:%')),
      ),
    );
  if (plain.length === 0) return 0;
  if (!key) {
    logger.warn(
      { sites: plain.map((row) => row.storeId) },
      'Stripe keys stored as plaintext and no CLUBSHOP_SECRETS_KEY to seal them: set it and restart',
    );
    return 0;
  }
  for (const row of plain) {
    const keys = {
      secretKey: openSecret(key, row.secretKey),
      webhookSecret: openSecret(key, row.webhookSecret),
    };
    // Only the row as it was read: a key set meanwhile through the admin API is already sealed.
    await db
      .update(stripeAccounts)
      .set(sealedStripeKeys(key, keys))
      .where(
        and(
          eq(stripeAccounts.storeId, row.storeId),
          eq(stripeAccounts.secretKey, row.secretKey),
          eq(stripeAccounts.webhookSecret, row.webhookSecret),
        ),
      );
  }
  logger.info({ sites: plain.length }, 'sealed the Stripe keys stored as plaintext');
  return plain.length;
}
