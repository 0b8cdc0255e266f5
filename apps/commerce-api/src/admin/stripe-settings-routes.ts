/**
 * A site's Stripe keys (owners only): `GET /sites/{storeId}/payments/stripe` answers whether they
 * are set and their last four characters, never the keys; `PUT` sets both
 * (`{ secretKey, webhookSecret }`), `DELETE` removes the site's own keys, both audited without them. The webhook endpoint to register at
 * Stripe is `/payment/stripe/webhook/{storeId}`.
 */

import { stripeKeysFormSchema } from '@clubshop/validation';
import { Hono } from 'hono';
import type { AppDeps } from '../app-env.ts';
import { removeStripeKeys, setStripeKeys, shownStripeKeys } from '../stripe/stripe-key-settings.ts';
import type { AdminEnv } from './admin-auth.ts';
import { readAdminBody } from './admin-body.ts';
import { adminRouter, declareAdminRoutes } from './admin-route.ts';
import { actorOf } from './staff-routes.ts';

/**
 * The body of `PUT /sites/{storeId}/payments/stripe`: both keys, set together (the rule of
 * `@clubshop/validation`, decision 0054).
 */
export const stripeKeysSchema = stripeKeysFormSchema;

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  getStripeSettings: {
    method: 'GET',
    path: '/sites/:storeId/payments/stripe',
    area: 'payments',
    site: 'path',
  },
  setStripeSettings: {
    method: 'PUT',
    path: '/sites/:storeId/payments/stripe',
    area: 'payments',
    site: 'path',
    body: stripeKeysSchema,
  },
  removeStripeSettings: {
    method: 'DELETE',
    path: '/sites/:storeId/payments/stripe',
    area: 'payments',
    site: 'path',
  },
});

/** The routes of a site's Stripe keys: parse, call the stripe domain, present. */
export function stripeSettingsRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AdminEnv>();
  const route = adminRouter(app, deps);
  // Stripe calls the API's public address (the admin API has no site, so no request origin).
  const shown = (storeId: string) => shownStripeKeys(db, storeId, deps.config.publicOrigin);

  route(declared.getStripeSettings, async (c, { site }) => {
    return c.json(await shown(site.storeId));
  });

  route(declared.setStripeSettings, async (c, { member, site }) => {
    const keys = await readAdminBody(c, stripeKeysSchema);
    await setStripeKeys(db, actorOf(member), clock.now(), site.storeId, keys);
    return c.json(await shown(site.storeId));
  });

  route(declared.removeStripeSettings, async (c, { member, site }) => {
    await removeStripeKeys(db, actorOf(member), clock.now(), site.storeId);
    return c.json(await shown(site.storeId));
  });

  return app;
}
