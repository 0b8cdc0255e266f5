import {
  adminFieldLimits,
  dropPointChangeFormSchema,
  dropPointFormSchema,
  dropPointImportFormSchema,
} from '@clubshop/validation';
import { Hono } from 'hono';
import type { AppDeps } from '../app-env.ts';
import {
  changeDropPoint,
  createDropPoint,
  deleteDropPoint,
  dropPointFor,
  importDropPoints,
  listDropPoints,
} from '../checkout/admin-shipping-methods.ts';
import { readQuery } from '../http/parse.ts';
import type { AdminEnv } from './admin-auth.ts';
import { readAdminBody } from './admin-body.ts';
import { adminRouter, declareAdminRoutes } from './admin-route.ts';
import { etagOf, requireIfMatch } from './etag.ts';
import { pageQuerySchema } from './pagination.ts';
import { actorOf } from './staff-routes.ts';

/** The most drop points one import (`PUT`) carries. */
export const MAX_DROP_POINTS_PER_IMPORT = adminFieldLimits.dropPoint.perImport;

/** The body of a new drop point: the rules of `@clubshop/validation` (decision 0054). */
export const dropPointSchema = dropPointFormSchema;
/** The body of a drop point change: any field. */
export const dropPointChangeSchema = dropPointChangeFormSchema;
/** The body of an import: every drop point of the method (an id keeps a point's id). */
export const dropPointImportSchema = dropPointImportFormSchema;

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  listDropPoints: {
    method: 'GET',
    path: '/shipping-methods/:id/drop-points',
    area: 'shipping',
    site: 'shared-read',
    query: pageQuerySchema,
  },
  getDropPoint: {
    method: 'GET',
    path: '/shipping-methods/:id/drop-points/:pointId',
    area: 'shipping',
    site: 'shared-read',
  },
  createDropPoint: {
    method: 'POST',
    path: '/shipping-methods/:id/drop-points',
    area: 'shipping',
    site: 'shared-write',
    body: dropPointSchema,
  },
  importDropPoints: {
    method: 'PUT',
    path: '/shipping-methods/:id/drop-points',
    area: 'shipping',
    site: 'shared-write',
    body: dropPointImportSchema,
  },
  changeDropPoint: {
    method: 'PATCH',
    path: '/shipping-methods/:id/drop-points/:pointId',
    area: 'shipping',
    site: 'shared-write',
    body: dropPointChangeSchema,
    ifMatch: true,
  },
  deleteDropPoint: {
    method: 'DELETE',
    path: '/shipping-methods/:id/drop-points/:pointId',
    area: 'shipping',
    site: 'shared-write',
  },
});

/** The routes of drop points, under `/shipping-methods/{id}/drop-points`. */
export function dropPointAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AdminEnv>();
  const route = adminRouter(app, deps);

  route(declared.listDropPoints, async (c, { member }) => {
    const query = await readQuery(c, pageQuerySchema);
    const { items, total } = await listDropPoints(db, member, c.req.param('id'), query);
    return c.json({ items, page: query.page, pageSize: query.pageSize, total });
  });

  route(declared.getDropPoint, async (c, { member }) => {
    const row = await dropPointFor(db, member, c.req.param('id'), c.req.param('pointId'));
    c.header('ETag', etagOf(row));
    return c.json(row);
  });

  route(declared.createDropPoint, async (c, { member }) => {
    const input = await readAdminBody(c, dropPointSchema);
    const created = await createDropPoint(db, actorOf(member), clock.now(), member, c.req.param('id'), input);
    c.header('ETag', etagOf(created));
    return c.json(created, 201);
  });

  route(declared.importDropPoints, async (c, { member }) => {
    const points = await readAdminBody(c, dropPointImportSchema);
    return c.json(
      await importDropPoints(db, actorOf(member), clock.now(), member, c.req.param('id'), points),
    );
  });

  route(declared.changeDropPoint, async (c, { member }) => {
    const ifMatch = requireIfMatch(c);
    const change = await readAdminBody(c, dropPointChangeSchema);
    const { id, pointId } = c.req.param();
    const updated = await changeDropPoint(
      db,
      actorOf(member),
      clock.now(),
      member,
      id,
      pointId,
      change,
      ifMatch,
    );
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  route(declared.deleteDropPoint, async (c, { member }) => {
    const { id, pointId } = c.req.param();
    await deleteDropPoint(db, actorOf(member), clock.now(), member, id, pointId);
    return c.body(null, 204);
  });

  return app;
}
