/**
 * Admin routes of a shipping method's drop points (parcel shops, lockers): list, add, change,
 * remove, and import (`PUT` of the whole list as JSON, replacing it in one transaction). Who may
 * see or change them follows the method's site (`methodFor`, decision 0049). The shop API answers
 * the stored points nearest a shopper's zip code (`checkout/stored-drop-points.ts`).
 */
import { randomUUID } from 'node:crypto';
import {
  adminFieldLimits,
  dropPointChangeFormSchema,
  dropPointFormSchema,
  dropPointImportFormSchema,
} from '@clubshop/validation';
import { and, asc, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../app-env.ts';
import { dropPoints } from '../checkout/tables.ts';
import type { Db } from '../db/database.ts';
import { readQuery } from '../http/parse.ts';
import { ApiError, notFound } from '../shared/api-error.ts';
import { auditedWrite } from '../staff/audit.ts';
import type { AdminEnv } from './admin-auth.ts';
import { readAdminBody } from './admin-body.ts';
import { adminRouter, declareAdminRoutes } from './admin-route.ts';
import { checkIfMatch, etagOf, requireIfMatch } from './etag.ts';
import { offsetOf, pageQuerySchema } from './pagination.ts';
import { methodFor } from './shipping-routes.ts';
import { actorOf } from './staff-routes.ts';

/** The most drop points one import (`PUT`) carries. */
export const MAX_DROP_POINTS_PER_IMPORT = adminFieldLimits.dropPoint.perImport;

/** The body of a new drop point: the rules of `@clubshop/validation` (decision 0054). */
export const dropPointSchema = dropPointFormSchema;
/** The body of a drop point change: any field. */
export const dropPointChangeSchema = dropPointChangeFormSchema;
/** The body of an import: every drop point of the method (an id keeps a point's id). */
export const dropPointImportSchema = dropPointImportFormSchema;

type PointRow = typeof dropPoints.$inferSelect;

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

  const pointOr404 = async (tx: Db, methodId: string, pointId: string): Promise<PointRow> => {
    const [row] = await tx
      .select()
      .from(dropPoints)
      .where(and(eq(dropPoints.shippingMethodId, methodId), eq(dropPoints.id, pointId)));
    if (!row) throw notFound({ message: `No drop point ${pointId}`, code: 'Admin.Error.NotFound' });
    return row;
  };

  route(declared.listDropPoints, async (c, { member }) => {
    const method = await methodFor(db, member, c.req.param('id'), false);
    const query = await readQuery(c, pageQuerySchema);
    const where = eq(dropPoints.shippingMethodId, method.id);
    const [total] = await db.select({ n: count() }).from(dropPoints).where(where);
    const items = await db
      .select()
      .from(dropPoints)
      .where(where)
      .orderBy(asc(dropPoints.country), asc(dropPoints.zipCode), asc(dropPoints.name), asc(dropPoints.id))
      .limit(query.pageSize)
      .offset(offsetOf(query));
    return c.json({ items, page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 });
  });

  route(declared.getDropPoint, async (c, { member }) => {
    const method = await methodFor(db, member, c.req.param('id'), false);
    const row = await pointOr404(db, method.id, c.req.param('pointId'));
    c.header('ETag', etagOf(row));
    return c.json(row);
  });

  route(declared.createDropPoint, async (c, { member }) => {
    const input = await readAdminBody(c, dropPointSchema);
    const created = await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
      const method = await methodFor(tx, member, c.req.param('id'), true);
      const id = `dp-${randomUUID()}`;
      await tx.insert(dropPoints).values({ id, shippingMethodId: method.id, ...input });
      const after = await pointOr404(tx, method.id, id);
      return { result: after, audit: [{ action: 'create', entity: 'drop point', entityId: id, after }] };
    });
    c.header('ETag', etagOf(created));
    return c.json(created, 201);
  });

  route(declared.importDropPoints, async (c, { member }) => {
    const points = await readAdminBody(c, dropPointImportSchema);
    const result = await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
      const method = await methodFor(tx, member, c.req.param('id'), true);
      const before = await tx
        .select({ id: dropPoints.id })
        .from(dropPoints)
        .where(eq(dropPoints.shippingMethodId, method.id));
      await tx.delete(dropPoints).where(eq(dropPoints.shippingMethodId, method.id));
      const rows = points.map((point) => ({
        ...point,
        id: point.id ?? `dp-${randomUUID()}`,
        shippingMethodId: method.id,
      }));
      if (rows.length > 0) {
        // An id another method uses is refused (409) and, with the transaction, nothing is written.
        const inserted = await tx
          .insert(dropPoints)
          .values(rows)
          .onConflictDoNothing()
          .returning({ id: dropPoints.id });
        if (inserted.length !== rows.length)
          throw new ApiError(409, [
            { field: 'id', message: 'an id is used by another shipping method', code: 'Admin.Error.Exists' },
          ]);
      }
      const summary = { removed: before.length, imported: rows.length };
      return {
        result: summary,
        audit: [
          {
            action: 'import',
            entity: 'drop points',
            entityId: method.id,
            before: { count: before.length },
            after: summary,
          },
        ],
      };
    });
    return c.json(result);
  });

  route(declared.changeDropPoint, async (c, { member }) => {
    const ifMatch = requireIfMatch(c);
    const change = await readAdminBody(c, dropPointChangeSchema);
    const pointId = c.req.param('pointId');
    const updated = await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
      const method = await methodFor(tx, member, c.req.param('id'), true);
      const before = await pointOr404(tx, method.id, pointId);
      checkIfMatch(ifMatch, before);
      await tx.update(dropPoints).set(change).where(eq(dropPoints.id, pointId));
      const after = await pointOr404(tx, method.id, pointId);
      return {
        result: after,
        audit: [{ action: 'update', entity: 'drop point', entityId: pointId, before, after }],
      };
    });
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  route(declared.deleteDropPoint, async (c, { member }) => {
    const pointId = c.req.param('pointId');
    await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
      const method = await methodFor(tx, member, c.req.param('id'), true);
      const before = await pointOr404(tx, method.id, pointId);
      await tx.delete(dropPoints).where(eq(dropPoints.id, pointId));
      return {
        result: undefined,
        audit: [{ action: 'delete', entity: 'drop point', entityId: pointId, before }],
      };
    });
    return c.body(null, 204);
  });

  return app;
}
