/**
 * A site's Stripe keys (owners only): `GET /sites/{storeId}/payments/stripe` answers whether they
 * are set and their last four characters, never the keys; `PUT` sets both
 * (`{ secretKey, webhookSecret }`), audited without them. The webhook endpoint to register at
 * Stripe is `/payment/stripe/webhook/{storeId}`.
 */

import { stripeKeysFormSchema } from '@clubshop/validation';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../app-env.ts';
import { auditedWrite } from '../staff/audit.ts';
import { maskedKey } from '../stripe/stripe-accounts.ts';
import { stripeAccounts } from '../stripe/tables.ts';
import type { AdminEnv } from './admin-auth.ts';
import { readAdminBody } from './admin-body.ts';
import { siteOfRoute } from './site-scope.ts';
import { actorOf } from './staff-routes.ts';

/**
 * The body of `PUT /sites/{storeId}/payments/stripe`: both keys, set together (the rule of
 * `@clubshop/validation`, decision 0054).
 */
export const stripeKeysSchema = stripeKeysFormSchema;

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
    const keys = await readAdminBody(c, stripeKeysSchema);
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
