import {
  adminFieldLimits,
  dropPointChangeFormSchema,
  dropPointFormSchema,
  dropPointImportFormSchema,
} from '@clubshop/validation';
import type { AppDeps } from '../app-env.ts';
import {
  changeDropPoint,
  createDropPoint,
  deleteDropPoint,
  dropPointFor,
  importDropPoints,
  listDropPoints,
} from '../checkout/admin-shipping-methods.ts';
import { listAnswer, withEtag } from './admin-answers.ts';
import { readAdminBody, readAdminEdit } from './admin-body.ts';
import { adminModule, declareAdminRoutes, sharedRowsAccess } from './admin-route.ts';
import { pageQuerySchema } from './pagination.ts';

/** The most drop points one import (`PUT`) carries. */
export const MAX_DROP_POINTS_PER_IMPORT = adminFieldLimits.dropPoint.perImport;

/** The body of a new drop point: the rules of `@clubshop/validation` (decision 0054). */
export const dropPointSchema = dropPointFormSchema;
/** The body of a drop point change: any field. */
export const dropPointChangeSchema = dropPointChangeFormSchema;
/** The body of an import: every drop point of the method (an id keeps a point's id). */
export const dropPointImportSchema = dropPointImportFormSchema;

/** Who may call the routes of this module: the shipping roles, on shared rows or their sites'. */
const { read, write } = sharedRowsAccess('shipping');

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  listDropPoints: {
    method: 'GET',
    path: '/shipping-methods/:id/drop-points',
    ...read,
    query: pageQuerySchema,
  },
  getDropPoint: { method: 'GET', path: '/shipping-methods/:id/drop-points/:pointId', ...read },
  createDropPoint: {
    method: 'POST',
    path: '/shipping-methods/:id/drop-points',
    ...write,
    body: dropPointSchema,
  },
  importDropPoints: {
    method: 'PUT',
    path: '/shipping-methods/:id/drop-points',
    ...write,
    body: dropPointImportSchema,
  },
  changeDropPoint: {
    method: 'PATCH',
    path: '/shipping-methods/:id/drop-points/:pointId',
    ...write,
    body: dropPointChangeSchema,
    ifMatch: true,
  },
  deleteDropPoint: { method: 'DELETE', path: '/shipping-methods/:id/drop-points/:pointId', ...write },
});

/** The routes of drop points, under `/shipping-methods/{id}/drop-points`. */
export function dropPointAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, route } = adminModule(deps);

  route(declared.listDropPoints, (c, { member }) =>
    listAnswer(c, pageQuerySchema, (query) => listDropPoints(db, member, c.req.param('id'), query)),
  );

  route(declared.getDropPoint, async (c, { member }) => {
    const { id, pointId } = c.req.param();
    return withEtag(c, await dropPointFor(db, member, id, pointId));
  });

  route(declared.createDropPoint, async (c, { member, actor }) => {
    const input = await readAdminBody(c, dropPointSchema);
    const created = await createDropPoint(db, actor, clock.now(), member, c.req.param('id'), input);
    return withEtag(c, created, 201);
  });

  route(declared.importDropPoints, async (c, { member, actor }) => {
    const points = await readAdminBody(c, dropPointImportSchema);
    const id = c.req.param('id');
    return c.json(await importDropPoints(db, actor, clock.now(), member, id, points));
  });

  route(declared.changeDropPoint, async (c, { member, actor }) => {
    const { ifMatch, change } = await readAdminEdit(c, dropPointChangeSchema);
    const { id, pointId } = c.req.param();
    const updated = await changeDropPoint(db, actor, clock.now(), member, id, pointId, change, ifMatch);
    return withEtag(c, updated);
  });

  route(declared.deleteDropPoint, async (c, { member, actor }) => {
    const { id, pointId } = c.req.param();
    await deleteDropPoint(db, actor, clock.now(), member, id, pointId);
    return c.body(null, 204);
  });

  return app;
}
