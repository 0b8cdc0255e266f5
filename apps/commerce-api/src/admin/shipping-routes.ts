import {
  shippingMethodChangeFormSchema,
  shippingMethodFieldSchemas,
  shippingMethodFormSchema,
} from '@clubshop/validation';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import {
  changeShippingMethod,
  createShippingMethod,
  deleteShippingMethod,
  listShippingMethods,
  methodFor,
} from '../checkout/admin-shipping-methods.ts';
import { readQuery } from '../http/parse.ts';
import type { AdminEnv } from './admin-auth.ts';
import { readAdminBody } from './admin-body.ts';
import { adminRouter, declareAdminRoutes } from './admin-route.ts';
import { etagOf, requireIfMatch } from './etag.ts';
import { pageQuery } from './pagination.ts';
import { actorOf } from './staff-routes.ts';

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

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  listShippingMethods: {
    method: 'GET',
    path: '/shipping-methods',
    area: 'shipping',
    site: 'shared-read',
    query: shippingListQuerySchema,
  },
  getShippingMethod: { method: 'GET', path: '/shipping-methods/:id', area: 'shipping', site: 'shared-read' },
  createShippingMethod: {
    method: 'POST',
    path: '/shipping-methods',
    area: 'shipping',
    site: 'shared-write',
    body: newMethodSchema,
  },
  changeShippingMethod: {
    method: 'PATCH',
    path: '/shipping-methods/:id',
    area: 'shipping',
    site: 'shared-write',
    body: methodChangeSchema,
    ifMatch: true,
  },
  deleteShippingMethod: {
    method: 'DELETE',
    path: '/shipping-methods/:id',
    area: 'shipping',
    site: 'shared-write',
  },
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
  const app = new Hono<AdminEnv>();
  const route = adminRouter(app, deps);

  route(declared.listShippingMethods, async (c, { member }) => {
    const query = await readQuery(c, shippingListQuerySchema);
    const { items, total } = await listShippingMethods(db, member, query);
    return c.json({ items, page: query.page, pageSize: query.pageSize, total });
  });

  route(declared.getShippingMethod, async (c, { member }) => {
    const row = await methodFor(db, member, c.req.param('id'), false);
    c.header('ETag', etagOf(row));
    return c.json(row);
  });

  route(declared.createShippingMethod, async (c, { member }) => {
    const input = await readAdminBody(c, newMethodSchema);
    const created = await createShippingMethod(db, actorOf(member), clock.now(), member, input);
    thresholdsChanged();
    c.header('ETag', etagOf(created));
    return c.json(created, 201);
  });

  route(declared.changeShippingMethod, async (c, { member }) => {
    const ifMatch = requireIfMatch(c);
    const change = await readAdminBody(c, methodChangeSchema);
    const updated = await changeShippingMethod(
      db,
      actorOf(member),
      clock.now(),
      member,
      c.req.param('id'),
      change,
      ifMatch,
    );
    thresholdsChanged();
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  route(declared.deleteShippingMethod, async (c, { member }) => {
    await deleteShippingMethod(db, actorOf(member), clock.now(), member, c.req.param('id'));
    thresholdsChanged();
    return c.body(null, 204);
  });

  return app;
}
