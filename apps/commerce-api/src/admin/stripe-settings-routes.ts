/**
 * A site's Stripe keys (owners only): `GET /sites/{storeId}/payments/stripe` answers whether they
 * are set and their last four characters, never the keys; `PUT` sets both
 * (`{ secretKey, webhookSecret }`), audited without them. The webhook endpoint to register at
 * Stripe is `/payment/stripe/webhook/{storeId}`.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { readJsonBody } from '../http/parse.ts';
import { maskedKey } from '../stripe/stripe-accounts.ts';
import { stripeAccounts } from '../stripe/tables.ts';
import type { AdminEnv } from './admin-auth.ts';
import { auditedWrite } from './audit.ts';
import { siteOfRoute } from './site-scope.ts';
import { actorOf } from './staff-routes.ts';

/** The body of `PUT /sites/{storeId}/payments/stripe`: both keys, set together. */
export const stripeKeysSchema = v.strictObject({
  secretKey: v.pipe(
    v.string('secretKey must be text'),
    v.trim(),
    v.regex(
      /^(sk|rk)_(test|live)_[A-Za-z0-9_]{8,247}$/,
      'secretKey must be a Stripe secret key (sk_test_… or sk_live_…)',
    ),
  ),
  webhookSecret: v.pipe(
    v.string('webhookSecret must be text'),
    v.trim(),
    v.regex(
      /^whsec_[A-Za-z0-9_+/=]{8,250}$/,
      'webhookSecret must be a Stripe webhook signing secret (whsec_…)',
    ),
  ),
});

/** The routes of a site's Stripe keys. */
export function stripeSettingsRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AdminEnv>();

  /** What may be shown of a site's keys. */
  async function shown(storeId: string) {
    // Stripe calls the API's public address (the admin API has no site, so no request origin).
    const origin = deps.config.publicOrigin;
    const [row] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.storeId, storeId));
    return {
      storeId,
      configured: Boolean(row),
      secretKey: row ? maskedKey(row.secretKey) : null,
      webhookSecret: row ? maskedKey(row.webhookSecret) : null,
      updatedAt: row?.updatedAt.toISOString() ?? null,
      webhookUrl: `${origin.replace(/\/$/, '')}/payment/stripe/webhook/${encodeURIComponent(storeId)}`,
    };
  }

  app.get('/sites/:storeId/payments/stripe', async (c) => {
    const { site } = await siteOfRoute(c, db, 'payments');
    return c.json(await shown(site.storeId));
  });

  app.put('/sites/:storeId/payments/stripe', async (c) => {
    const { member, site } = await siteOfRoute(c, db, 'payments');
    const keys = await readJsonBody(c, stripeKeysSchema);
    const now = clock.now();
    await auditedWrite(db, actorOf(member), now, async (tx) => {
      const [before] = await tx.select().from(stripeAccounts).where(eq(stripeAccounts.storeId, site.storeId));
      await tx
        .insert(stripeAccounts)
        .values({ storeId: site.storeId, ...keys, updatedAt: now })
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
            entityId: site.storeId,
            storeId: site.storeId,
            before: before ? masked(before) : null,
            after: masked(keys),
          },
        ],
      };
    });
    return c.json(await shown(site.storeId));
  });

  return app;
}
