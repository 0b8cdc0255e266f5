/**
 * A site's Stripe keys (owners only): `GET /sites/{storeId}/payments/stripe` answers whether they
 * are set and their last four characters, never the keys; `PUT` sets both
 * (`{ secretKey, webhookSecret }`), `DELETE` removes the site's own keys, both audited without them. The webhook endpoint to register at
 * Stripe is `/payment/stripe/webhook/{storeId}`. The keys are stored sealed (decision 0115): a
 * `PUT` without CLUBSHOP_SECRETS_KEY in production answers 503 and stores nothing.
 */

import { stripeKeysFormSchema } from '@clubshop/validation';
import type { AppDeps } from '../app-env.ts';
import { removeStripeKeys, setStripeKeys, shownStripeKeys } from '../stripe/stripe-key-settings.ts';
import { readAdminBody } from './admin-body.ts';
import { adminModule, declareAdminRoutes } from './admin-route.ts';

/**
 * The body of `PUT /sites/{storeId}/payments/stripe`: both keys, set together (the rule of
 * `@clubshop/validation`, decision 0054).
 */
export const stripeKeysSchema = stripeKeysFormSchema;

/** Who may call the routes of this module: the payment roles (owners), of the path's site. */
const payments = { area: 'payments', site: 'path' } as const;

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  getStripeSettings: { method: 'GET', path: '/sites/:storeId/payments/stripe', ...payments },
  setStripeSettings: {
    method: 'PUT',
    path: '/sites/:storeId/payments/stripe',
    ...payments,
    body: stripeKeysSchema,
  },
  removeStripeSettings: { method: 'DELETE', path: '/sites/:storeId/payments/stripe', ...payments },
});

/** The routes of a site's Stripe keys: parse, call the stripe domain, present. */
export function stripeSettingsRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, route } = adminModule(deps);
  // Stripe calls the API's public address (the admin API has no site, so no request origin).
  const key = deps.config.secretsKey;
  const shown = (storeId: string) => shownStripeKeys(db, storeId, deps.config.publicOrigin, key);

  route(declared.getStripeSettings, async (c, { site }) => c.json(await shown(site.storeId)));

  route(declared.setStripeSettings, async (c, { actor, site }) => {
    const keys = await readAdminBody(c, stripeKeysSchema);
    await setStripeKeys(db, key, actor, clock.now(), site.storeId, keys);
    return c.json(await shown(site.storeId));
  });

  route(declared.removeStripeSettings, async (c, { actor, site }) => {
    await removeStripeKeys(db, key, actor, clock.now(), site.storeId);
    return c.json(await shown(site.storeId));
  });

  return app;
}
