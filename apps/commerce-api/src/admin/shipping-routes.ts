import {
  shippingMethodChangeFormSchema,
  shippingMethodFieldSchemas,
  shippingMethodFormSchema,
} from '@clubshop/validation';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import {
  changeShippingMethod,
  createShippingMethod,
  deleteShippingMethod,
  listShippingMethods,
  methodFor,
} from '../checkout/admin-shipping-methods.ts';
import { listAnswer, withEtag } from './admin-answers.ts';
import { readAdminBody, readAdminEdit } from './admin-body.ts';
import { adminModule, declareAdminRoutes, sharedRowsAccess } from './admin-route.ts';
import { pageQuery } from './pagination.ts';

const fields = shippingMethodFieldSchemas;
/**
 * The body of a new shipping method (`POST /shipping-methods`): the rules of
 * `@clubshop/validation`, which the back office's form runs before sending (decision 0054).
 */
export const newMethodSchema = shippingMethodFormSchema;
/** The body of a shipping method change (`PATCH /shipping-methods/{id}`): any field. */
export const methodChangeSchema = shippingMethodChangeFormSchema;

/** The query of the shipping method list (`GET /shipping-methods`): a page, a destination, a site. */
export const shippingListQuerySchema = v.object({
  ...pageQuery,
  country: v.optional(fields.country),
  /** Only the methods this site offers (its own and the shared ones). */
  storeId: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(100))),
});

/** Who may call the routes of this module: the shipping roles, on shared rows or their sites'. */
const { read, write } = sharedRowsAccess('shipping');

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  listShippingMethods: { method: 'GET', path: '/shipping-methods', ...read, query: shippingListQuerySchema },
  getShippingMethod: { method: 'GET', path: '/shipping-methods/:id', ...read },
  createShippingMethod: { method: 'POST', path: '/shipping-methods', ...write, body: newMethodSchema },
  changeShippingMethod: {
    method: 'PATCH',
    path: '/shipping-methods/:id',
    ...write,
    body: methodChangeSchema,
    ifMatch: true,
  },
  deleteShippingMethod: { method: 'DELETE', path: '/shipping-methods/:id', ...write },
});

/** The routes of shipping methods. */
export function shippingAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  /**
   * The settings answer fills the free-delivery threshold into the site's banners from these
   * methods (`content/advertised-thresholds.ts`): a method's change drops the answers and pages
   * that show it.
   */
  const thresholdsChanged = () => deps.caches.invalidateContent();
  const { app, route } = adminModule(deps);

  route(declared.listShippingMethods, (c, { member }) =>
    listAnswer(c, shippingListQuerySchema, (query) => listShippingMethods(db, member, query)),
  );

  route(declared.getShippingMethod, async (c, { member }) =>
    withEtag(c, await methodFor(db, member, c.req.param('id'), false)),
  );

  route(declared.createShippingMethod, async (c, { member, actor }) => {
    const input = await readAdminBody(c, newMethodSchema);
    const created = await createShippingMethod(db, actor, clock.now(), member, input);
    thresholdsChanged();
    return withEtag(c, created, 201);
  });

  route(declared.changeShippingMethod, async (c, { member, actor }) => {
    const { ifMatch, change } = await readAdminEdit(c, methodChangeSchema);
    const id = c.req.param('id');
    const updated = await changeShippingMethod(db, actor, clock.now(), member, id, change, ifMatch);
    thresholdsChanged();
    return withEtag(c, updated);
  });

  route(declared.deleteShippingMethod, async (c, { member, actor }) => {
    await deleteShippingMethod(db, actor, clock.now(), member, c.req.param('id'));
    thresholdsChanged();
    return c.body(null, 204);
  });

  return app;
}
