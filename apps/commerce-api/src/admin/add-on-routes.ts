import { addOnFormSchema, productAddOnsFormSchema } from '@clubshop/validation';
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
import { withEtag } from './admin-answers.ts';
import { readAdminBody, readAdminEdit } from './admin-body.ts';
import { adminModule, declareAdminRoutes } from './admin-route.ts';
import { requireIfMatch } from './etag.ts';

/**
 * The body of an add-on, new or replaced whole (`POST`/`PUT …/add-ons`): the rules of
 * `@clubshop/validation` (decision 0054), the squad's rule (only a `Player` add-on has one, each
 * number once) among them.
 */
export const addOnSchema = addOnFormSchema;

/** The body of the add-ons a product offers (`PUT …/products/{handle}/add-ons`): at most 20 ids. */
export const productAddOnsSchema = productAddOnsFormSchema;

/** Who may call the routes of this module: the catalogue's roles, of the path's site. */
const catalogue = { area: 'catalogue', site: 'path' } as const;

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  listAddOns: { method: 'GET', path: '/sites/:storeId/add-ons', ...catalogue },
  getAddOn: { method: 'GET', path: '/sites/:storeId/add-ons/:id', ...catalogue },
  createAddOn: { method: 'POST', path: '/sites/:storeId/add-ons', ...catalogue, body: addOnSchema },
  replaceAddOn: {
    method: 'PUT',
    path: '/sites/:storeId/add-ons/:id',
    ...catalogue,
    body: addOnSchema,
    ifMatch: true,
  },
  getProductAddOns: { method: 'GET', path: '/sites/:storeId/products/:handle/add-ons', ...catalogue },
  setProductAddOns: {
    method: 'PUT',
    path: '/sites/:storeId/products/:handle/add-ons',
    ...catalogue,
    body: productAddOnsSchema,
    ifMatch: true,
  },
});

/** The routes of add-ons. */
export function addOnAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, route } = adminModule(deps);

  route(declared.listAddOns, async (c, { site }) => c.json({ items: await listAddOns(db, site.clubId) }));

  route(declared.getAddOn, async (c, { site }) =>
    withEtag(c, await addOnOf(db, site.clubId, c.req.param('id'))),
  );

  route(declared.createAddOn, async (c, { actor, site }) => {
    const input = await readAdminBody(c, addOnSchema);
    const created = await createAddOn(db, actor, clock.now(), site, input);
    deps.caches.invalidateCatalogue({ clubIds: [site.clubId] });
    return withEtag(c, created, 201);
  });

  route(declared.replaceAddOn, async (c, { actor, site }) => {
    const { ifMatch, change: input } = await readAdminEdit(c, addOnSchema);
    const id = c.req.param('id');
    const updated = await replaceAddOn(db, actor, clock.now(), site, id, input, ifMatch);
    deps.caches.invalidateCatalogue({ clubIds: [site.clubId] });
    return withEtag(c, updated);
  });

  /** The add-ons a product offers. */
  route(declared.getProductAddOns, async (c, { site }) =>
    withEtag(c, await productAddOnsOf(db, site.clubId, c.req.param('handle'))),
  );

  route(declared.setProductAddOns, async (c, { actor, site }) => {
    const ifMatch = requireIfMatch(c);
    const handle = c.req.param('handle');
    const { addOnIds } = await readAdminBody(c, productAddOnsSchema);
    const updated = await setProductAddOns(db, actor, clock.now(), site, handle, addOnIds, ifMatch);
    deps.caches.invalidateCatalogue({ productIds: [await productIdOfHandle(db, site.clubId, handle)] });
    return withEtag(c, updated);
  });

  return app;
}
