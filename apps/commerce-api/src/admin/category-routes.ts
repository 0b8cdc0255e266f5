/**
 * Admin routes of a site's category tree: read it, create a node, rename it, change its address,
 * move it under another parent, set its place among its siblings, and delete it when it is
 * empty (no child, no product of the club in it). They parse, call the catalogue's service
 * (`catalogue-io/admin-categories.ts`, which runs the queries, audited) and present.
 */
import { categoryChangeFormSchema, categoryFormSchema } from '@clubshop/validation';
import type { AppDeps } from '../app-env.ts';
import {
  categoryOf,
  categoryTree,
  changeCategory,
  createCategory,
  deleteCategory,
} from '../catalogue-io/admin-categories.ts';
import { withEtag } from './admin-answers.ts';
import { readAdminBody, readAdminEdit } from './admin-body.ts';
import { adminModule, declareAdminRoutes } from './admin-route.ts';

/**
 * The body of a new category (`POST /sites/{storeId}/categories`): the rules of
 * `@clubshop/validation` (decision 0054); whether its url and key are free is checked by the
 * service (`catalogue-io/admin-categories.ts`).
 */
export const newCategorySchema = categoryFormSchema;
/** The body of a category change (`PATCH …/categories/{id}`): any editable field. */
export const categoryChangeSchema = categoryChangeFormSchema;

/** Who may call the routes of this module: the catalogue's roles, of the path's site. */
const catalogue = { area: 'catalogue', site: 'path' } as const;

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  listCategories: { method: 'GET', path: '/sites/:storeId/categories', ...catalogue },
  getCategory: { method: 'GET', path: '/sites/:storeId/categories/:id', ...catalogue },
  createCategory: {
    method: 'POST',
    path: '/sites/:storeId/categories',
    ...catalogue,
    body: newCategorySchema,
  },
  changeCategory: {
    method: 'PATCH',
    path: '/sites/:storeId/categories/:id',
    ...catalogue,
    body: categoryChangeSchema,
    ifMatch: true,
  },
  deleteCategory: { method: 'DELETE', path: '/sites/:storeId/categories/:id', ...catalogue },
});

/** The routes of the category tree. */
export function categoryAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, route } = adminModule(deps);

  route(declared.listCategories, async (c, { site }) =>
    c.json({ items: await categoryTree(db, site.storeId) }),
  );

  route(declared.getCategory, async (c, { site }) =>
    withEtag(c, await categoryOf(db, site.storeId, c.req.param('id'))),
  );

  route(declared.createCategory, async (c, { actor, site }) => {
    const input = await readAdminBody(c, newCategorySchema);
    const created = await createCategory(db, actor, clock.now(), site, input);
    deps.caches.invalidate({ categoryIds: [created.id] });
    return withEtag(c, created, 201);
  });

  route(declared.changeCategory, async (c, { actor, site }) => {
    const { ifMatch, change } = await readAdminEdit(c, categoryChangeSchema);
    const id = c.req.param('id');
    const updated = await changeCategory(db, actor, clock.now(), site, id, ifMatch, change);
    deps.caches.invalidate({ categoryIds: [id] });
    return withEtag(c, updated);
  });

  route(declared.deleteCategory, async (c, { actor, site }) => {
    const id = c.req.param('id');
    await deleteCategory(db, actor, clock.now(), site, id);
    deps.caches.invalidate({ categoryIds: [id] });
    return c.body(null, 204);
  });

  return app;
}
