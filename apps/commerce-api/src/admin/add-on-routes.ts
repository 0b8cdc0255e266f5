import { addOnFormSchema, productAddOnsFormSchema } from '@clubshop/validation';
import { Hono } from 'hono';
import type { AppDeps } from '../app-env.ts';
import {
  addOnOf,
  createAddOn,
  listAddOns,
  productAddOnsOf,
  replaceAddOn,
  setProductAddOns,
} from '../catalogue-io/admin-add-ons.ts';
import { productIdOfHandle } from '../catalogue-io/catalogue-store.ts';
import type { AdminEnv } from './admin-auth.ts';
import { readAdminBody } from './admin-body.ts';
import { adminRouter, declareAdminRoutes } from './admin-route.ts';
import { etagOf, requireIfMatch } from './etag.ts';
import { actorOf } from './staff-routes.ts';

/**
 * The body of an add-on, new or replaced whole (`POST`/`PUT …/add-ons`): the rules of
 * `@clubshop/validation` (decision 0054), the squad's rule (only a `Player` add-on has one, each
 * number once) among them.
 */
export const addOnSchema = addOnFormSchema;

/** The body of the add-ons a product offers (`PUT …/products/{handle}/add-ons`): at most 20 ids. */
export const productAddOnsSchema = productAddOnsFormSchema;

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  listAddOns: { method: 'GET', path: '/sites/:storeId/add-ons', area: 'catalogue', site: 'path' },
  getAddOn: { method: 'GET', path: '/sites/:storeId/add-ons/:id', area: 'catalogue', site: 'path' },
  createAddOn: {
    method: 'POST',
    path: '/sites/:storeId/add-ons',
    area: 'catalogue',
    site: 'path',
    body: addOnSchema,
  },
  replaceAddOn: {
    method: 'PUT',
    path: '/sites/:storeId/add-ons/:id',
    area: 'catalogue',
    site: 'path',
    body: addOnSchema,
    ifMatch: true,
  },
  getProductAddOns: {
    method: 'GET',
    path: '/sites/:storeId/products/:handle/add-ons',
    area: 'catalogue',
    site: 'path',
  },
  setProductAddOns: {
    method: 'PUT',
    path: '/sites/:storeId/products/:handle/add-ons',
    area: 'catalogue',
    site: 'path',
    body: productAddOnsSchema,
    ifMatch: true,
  },
});

/** The routes of add-ons. */
export function addOnAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AdminEnv>();
  const route = adminRouter(app, deps);

  route(declared.listAddOns, async (c, { site }) => c.json({ items: await listAddOns(db, site.clubId) }));

  route(declared.getAddOn, async (c, { site }) => {
    const addOn = await addOnOf(db, site.clubId, c.req.param('id'));
    c.header('ETag', etagOf(addOn));
    return c.json(addOn);
  });

  route(declared.createAddOn, async (c, { member, site }) => {
    const input = await readAdminBody(c, addOnSchema);
    const created = await createAddOn(db, actorOf(member), clock.now(), site, input);
    deps.caches.invalidateCatalogue({ clubIds: [site.clubId] });
    c.header('ETag', etagOf(created));
    return c.json(created, 201);
  });

  route(declared.replaceAddOn, async (c, { member, site }) => {
    const ifMatch = requireIfMatch(c);
    const input = await readAdminBody(c, addOnSchema);
    const updated = await replaceAddOn(
      db,
      actorOf(member),
      clock.now(),
      site,
      c.req.param('id'),
      input,
      ifMatch,
    );
    deps.caches.invalidateCatalogue({ clubIds: [site.clubId] });
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  /** The add-ons a product offers. */
  route(declared.getProductAddOns, async (c, { site }) => {
    const body = await productAddOnsOf(db, site.clubId, c.req.param('handle'));
    c.header('ETag', etagOf(body));
    return c.json(body);
  });

  route(declared.setProductAddOns, async (c, { member, site }) => {
    const ifMatch = requireIfMatch(c);
    const handle = c.req.param('handle');
    const { addOnIds } = await readAdminBody(c, productAddOnsSchema);
    const updated = await setProductAddOns(db, actorOf(member), clock.now(), site, handle, addOnIds, ifMatch);
    deps.caches.invalidateCatalogue({ productIds: [await productIdOfHandle(db, site.clubId, handle)] });
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  return app;
}
