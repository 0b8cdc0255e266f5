/**
 * A site's Stripe keys: its own (set by an owner through the admin API), else the defaults of
 * the environment (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET), else none (checkout answers 503).
 * Keys are shown to people only as their last four characters (`maskedKey`).
 */
import { eq } from 'drizzle-orm';
import type { StripeSettings } from '../config/load-config';
import type { Db } from '../db/database';
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
  if (own) return { secretKey: own.secretKey, webhookSecret: own.webhookSecret };
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
