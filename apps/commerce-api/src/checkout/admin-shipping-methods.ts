/**
 * Shipping methods and their drop points as the admin API manages them (decision 0049): rows of
 * one site or of every site, bounded by the member's sites (`sites/site-rows.ts`). Every write is
 * audited. Throws `ApiError`; no request.
 */
import { randomUUID } from 'node:crypto';
import type {
  dropPointChangeFormSchema,
  dropPointFormSchema,
  dropPointImportFormSchema,
  shippingMethodChangeFormSchema,
  shippingMethodFormSchema,
} from '@clubshop/validation';
import { and, asc, count, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../db/database.ts';
import { dropPoints, shippingMethods } from '../db/tables/checkout.ts';
import { ApiError, notFound } from '../shared/api-error.ts';
import { checkIfMatch } from '../shared/etag.ts';
import { offsetOf } from '../shared/pagination.ts';
import {
  requireKnownSite,
  requireVisible,
  requireWritable,
  type SiteScope,
  visibleRows,
} from '../sites/site-rows.ts';
import { type Actor, auditedWrite } from '../staff/audit.ts';

type MethodRow = typeof shippingMethods.$inferSelect;
type PointRow = typeof dropPoints.$inferSelect;
type PageQuery = { page: number; pageSize: number };

/**
 * The method `id` as `member` sees it (404 when it is another site's or none); for a write
 * (`write`), locked and one they may change (403 for a shared one unless of all sites).
 */
export async function methodFor(tx: Db, member: SiteScope, id: string, write: boolean): Promise<MethodRow> {
  const query = tx.select().from(shippingMethods).where(eq(shippingMethods.id, id));
  const [row] = write ? await query.for('update') : await query;
  if (!row) throw notFound({ message: `No shipping method ${id}`, code: 'Admin.Error.NotFound' });
  requireVisible(member, row.storeId, `shipping method ${id}`);
  if (write) requireWritable(member, row.storeId, 'shipping methods');
  return row;
}

async function methodOr404(tx: Db, id: string): Promise<MethodRow> {
  const [row] = await tx.select().from(shippingMethods).where(eq(shippingMethods.id, id));
  if (!row) throw notFound({ message: `No shipping method ${id}`, code: 'Admin.Error.NotFound' });
  return row;
}

/** A page of the methods `member` sees: of a site (its own and the shared ones), of a country. */
export async function listShippingMethods(
  db: Db,
  member: SiteScope,
  query: PageQuery & { country?: string | undefined; storeId?: string | undefined },
) {
  const where = and(
    visibleRows(member, shippingMethods.storeId),
    query.storeId
      ? visibleRows({ allSites: false, storeIds: [query.storeId] }, shippingMethods.storeId)
      : undefined,
    query.country ? eq(shippingMethods.country, query.country) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(shippingMethods).where(where);
  const items = await db
    .select()
    .from(shippingMethods)
    .where(where)
    .orderBy(asc(shippingMethods.country), asc(shippingMethods.sortOrder), asc(shippingMethods.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { items, total: total?.n ?? 0 };
}

/** Adds a method, of a site `member` may write to; audited. */
export async function createShippingMethod(
  db: Db,
  actor: Actor,
  now: Date,
  member: SiteScope,
  input: v.InferOutput<typeof shippingMethodFormSchema>,
): Promise<MethodRow> {
  requireWritable(member, input.storeId, 'shipping methods');
  await requireKnownSite(db, input.storeId);
  return auditedWrite(db, actor, now, async (tx) => {
    const id = `ship-${input.country === '*' ? 'intl' : input.country.toLowerCase()}-${randomUUID().slice(0, 8)}`;
    await tx.insert(shippingMethods).values({ id, ...input });
    const after = await methodOr404(tx, id);
    return { result: after, audit: [{ action: 'create', entity: 'shipping method', entityId: id, after }] };
  });
}

/** Changes the method `id` from the read `ifMatch` names (412 when stale); audited. */
export async function changeShippingMethod(
  db: Db,
  actor: Actor,
  now: Date,
  member: SiteScope,
  id: string,
  change: v.InferOutput<typeof shippingMethodChangeFormSchema>,
  ifMatch: string,
): Promise<MethodRow> {
  if (change.storeId !== undefined) {
    requireWritable(member, change.storeId, 'shipping methods');
    await requireKnownSite(db, change.storeId);
  }
  return auditedWrite(db, actor, now, async (tx) => {
    const before = await methodFor(tx, member, id, true);
    checkIfMatch(ifMatch, before);
    await tx.update(shippingMethods).set(change).where(eq(shippingMethods.id, id));
    const after = await methodOr404(tx, id);
    return {
      result: after,
      audit: [{ action: 'update', entity: 'shipping method', entityId: id, before, after }],
    };
  });
}

/** Deletes the method `id` (its drop points with it); audited. */
export async function deleteShippingMethod(db: Db, actor: Actor, now: Date, member: SiteScope, id: string) {
  await auditedWrite(db, actor, now, async (tx) => {
    const before = await methodFor(tx, member, id, true);
    await tx.delete(shippingMethods).where(eq(shippingMethods.id, id));
    return {
      result: undefined,
      audit: [{ action: 'delete', entity: 'shipping method', entityId: id, before }],
    };
  });
}

async function pointOr404(tx: Db, methodId: string, pointId: string): Promise<PointRow> {
  const [row] = await tx
    .select()
    .from(dropPoints)
    .where(and(eq(dropPoints.shippingMethodId, methodId), eq(dropPoints.id, pointId)));
  if (!row) throw notFound({ message: `No drop point ${pointId}`, code: 'Admin.Error.NotFound' });
  return row;
}

/** A page of the drop points of the method `methodId` (as `member` sees it). */
export async function listDropPoints(db: Db, member: SiteScope, methodId: string, query: PageQuery) {
  const method = await methodFor(db, member, methodId, false);
  const where = eq(dropPoints.shippingMethodId, method.id);
  const [total] = await db.select({ n: count() }).from(dropPoints).where(where);
  const items = await db
    .select()
    .from(dropPoints)
    .where(where)
    .orderBy(asc(dropPoints.country), asc(dropPoints.zipCode), asc(dropPoints.name), asc(dropPoints.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { items, total: total?.n ?? 0 };
}

/** The drop point `pointId` of the method `methodId` (as `member` sees it). */
export async function dropPointFor(db: Db, member: SiteScope, methodId: string, pointId: string) {
  const method = await methodFor(db, member, methodId, false);
  return pointOr404(db, method.id, pointId);
}

/** Adds a drop point to the method `methodId`; audited. */
export async function createDropPoint(
  db: Db,
  actor: Actor,
  now: Date,
  member: SiteScope,
  methodId: string,
  input: v.InferOutput<typeof dropPointFormSchema>,
): Promise<PointRow> {
  return auditedWrite(db, actor, now, async (tx) => {
    const method = await methodFor(tx, member, methodId, true);
    const id = `dp-${randomUUID()}`;
    await tx.insert(dropPoints).values({ id, shippingMethodId: method.id, ...input });
    const after = await pointOr404(tx, method.id, id);
    return { result: after, audit: [{ action: 'create', entity: 'drop point', entityId: id, after }] };
  });
}

/**
 * Replaces every drop point of the method `methodId` with `points` (an id keeps a point's id; an
 * id another method uses is a 409 and nothing is written); audited as one import.
 */
export async function importDropPoints(
  db: Db,
  actor: Actor,
  now: Date,
  member: SiteScope,
  methodId: string,
  points: v.InferOutput<typeof dropPointImportFormSchema>,
) {
  return auditedWrite(db, actor, now, async (tx) => {
    const method = await methodFor(tx, member, methodId, true);
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
}

/** Changes the drop point `pointId` from the read `ifMatch` names (412 when stale); audited. */
export async function changeDropPoint(
  db: Db,
  actor: Actor,
  now: Date,
  member: SiteScope,
  methodId: string,
  pointId: string,
  change: v.InferOutput<typeof dropPointChangeFormSchema>,
  ifMatch: string,
): Promise<PointRow> {
  return auditedWrite(db, actor, now, async (tx) => {
    const method = await methodFor(tx, member, methodId, true);
    const before = await pointOr404(tx, method.id, pointId);
    checkIfMatch(ifMatch, before);
    await tx.update(dropPoints).set(change).where(eq(dropPoints.id, pointId));
    const after = await pointOr404(tx, method.id, pointId);
    return {
      result: after,
      audit: [{ action: 'update', entity: 'drop point', entityId: pointId, before, after }],
    };
  });
}

/** Deletes the drop point `pointId`; audited. */
export async function deleteDropPoint(
  db: Db,
  actor: Actor,
  now: Date,
  member: SiteScope,
  methodId: string,
  pointId: string,
) {
  await auditedWrite(db, actor, now, async (tx) => {
    const method = await methodFor(tx, member, methodId, true);
    const before = await pointOr404(tx, method.id, pointId);
    await tx.delete(dropPoints).where(eq(dropPoints.id, pointId));
    return {
      result: undefined,
      audit: [{ action: 'delete', entity: 'drop point', entityId: pointId, before }],
    };
  });
}
