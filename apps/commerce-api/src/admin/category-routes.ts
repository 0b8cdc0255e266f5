/**
 * Admin routes of a site's category tree: read it, create a node, rename it, change its address,
 * move it under another parent, set its place among its siblings, and delete it when it is
 * empty (no child, no product of the club in it). They parse, call the catalogue's service
 * (`catalogue-io/admin-categories.ts`, which runs the queries, audited) and present.
 */
import { categoryChangeFormSchema, categoryFormSchema } from '@clubshop/validation';
import { Hono } from 'hono';
import type { AppDeps } from '../app-env.ts';
import {
  categoryOf,
  categoryTree,
  changeCategory,
  createCategory,
  deleteCategory,
} from '../catalogue-io/admin-categories.ts';
import type { AdminEnv } from './admin-auth.ts';
import { readAdminBody } from './admin-body.ts';
import { adminRouter, declareAdminRoutes } from './admin-route.ts';
import { etagOf, requireIfMatch } from './etag.ts';
import { actorOf } from './staff-routes.ts';

/**
 * The body of a new category (`POST /sites/{storeId}/categories`): the rules of
 * `@clubshop/validation` (decision 0054); whether its url and key are free is checked by the
 * service (`catalogue-io/admin-categories.ts`).
 */
export const newCategorySchema = categoryFormSchema;
/** The body of a category change (`PATCH …/categories/{id}`): any editable field. */
export const categoryChangeSchema = categoryChangeFormSchema;

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  listCategories: { method: 'GET', path: '/sites/:storeId/categories', area: 'catalogue', site: 'path' },
  getCategory: { method: 'GET', path: '/sites/:storeId/categories/:id', area: 'catalogue', site: 'path' },
  createCategory: {
    method: 'POST',
    path: '/sites/:storeId/categories',
    area: 'catalogue',
    site: 'path',
    body: newCategorySchema,
  },
  changeCategory: {
    method: 'PATCH',
    path: '/sites/:storeId/categories/:id',
    area: 'catalogue',
    site: 'path',
    body: categoryChangeSchema,
    ifMatch: true,
  },
  deleteCategory: {
    method: 'DELETE',
    path: '/sites/:storeId/categories/:id',
    area: 'catalogue',
    site: 'path',
  },
});

/** The routes of the category tree. */
export function categoryAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AdminEnv>();
  const route = adminRouter(app, deps);

  route(declared.listCategories, async (c, { site }) => {
    return c.json({ items: await categoryTree(db, site.storeId) });
  });

  route(declared.getCategory, async (c, { site }) => {
    const row = await categoryOf(db, site.storeId, c.req.param('id'));
    c.header('ETag', etagOf(row));
    return c.json(row);
  });

  route(declared.createCategory, async (c, { member, site }) => {
    const input = await readAdminBody(c, newCategorySchema);
    const created = await createCategory(db, actorOf(member), clock.now(), site, input);
    deps.caches.invalidate({ categoryIds: [created.id] });
    c.header('ETag', etagOf(created));
    return c.json(created, 201);
  });

  route(declared.changeCategory, async (c, { member, site }) => {
    const ifMatch = requireIfMatch(c);
    const change = await readAdminBody(c, categoryChangeSchema);
    const id = c.req.param('id');
    const updated = await changeCategory(db, actorOf(member), clock.now(), site, id, ifMatch, change);
    deps.caches.invalidate({ categoryIds: [id] });
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  route(declared.deleteCategory, async (c, { member, site }) => {
    const id = c.req.param('id');
    await deleteCategory(db, actorOf(member), clock.now(), site, id);
    deps.caches.invalidate({ categoryIds: [id] });
    return c.body(null, 204);
  });

  return app;
}
