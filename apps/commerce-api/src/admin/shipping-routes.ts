/**
 * Admin routes of shipping methods: destination country (`*` for every country without methods
 * of its own), kind, carrier, names and delivery times per culture, price and free-from threshold
 * per currency, and whether the shopper picks a drop point. These are the rows the pricing module
 * reads for a basket's shipping (`pricing/shipping.ts`): a method is offered on a site when it
 * ships to the destination and has a price in the site's currency. A method belongs to one site
 * or to every site (`storeId` null): staff see the shared methods and their sites' methods,
 * change their sites' methods, and only staff of all sites change the shared ones
 * (`site-rows.ts`, decision 0049). Its drop points have routes of their own
 * (`drop-point-routes.ts`). A deleted method leaves orders as they were (an order keeps its own copy) and baskets that had
 * chosen it choose again.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { shippingMethods } from '../checkout/tables.ts';
import type { Db } from '../db/database.ts';
import { readJsonBody, readQuery } from '../http/parse.ts';
import { notFound } from '../shared/api-error.ts';
import type { StaffMember } from '../staff/staff-token.ts';
import { type AdminEnv, requireArea } from './admin-auth.ts';
import { auditedWrite } from './audit.ts';
import { checkIfMatch, etagOf, requireIfMatch } from './etag.ts';
import { offsetOf, pageQuery } from './pagination.ts';
import { requireKnownSite, requireVisible, requireWritable, storeIdField, visibleRows } from './site-rows.ts';
import { actorOf } from './staff-routes.ts';

const minor = v.pipe(
  v.number('amounts must be numbers'),
  v.integer('amounts are whole minor units (pence, cent, øre)'),
  v.minValue(0, 'amounts must be at least 0'),
);
const currencyKey = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'currencies are ISO 4217 codes'));
const texts = (field: string) =>
  v.pipe(
    v.record(
      v.pipe(v.string(), v.regex(/^[a-z]{2}$/, `${field}: cultures are two-letter codes`)),
      v.pipe(v.string(), v.trim(), v.nonEmpty(`${field} must not be empty`), v.maxLength(200)),
    ),
    v.check((value) => Object.keys(value).length > 0, `${field} needs at least one culture`),
  );

const fields = {
  /** The site that offers the method; null: every site. */
  storeId: storeIdField,
  country: v.pipe(
    v.string('country must be a string'),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^([A-Z]{2}|\*)$/, 'country must be a two-letter code such as DK, or * for every other country'),
  ),
  kind: v.picklist(['home', 'parcelShop', 'express'], 'kind must be home, parcelShop or express'),
  carrier: v.pipe(
    v.string('carrier must be a string'),
    v.trim(),
    v.nonEmpty('carrier is required'),
    v.maxLength(100),
  ),
  name: texts('name'),
  deliveryTime: texts('deliveryTime'),
  prices: v.pipe(
    v.record(currencyKey, minor),
    v.check((value) => Object.keys(value).length > 0, 'prices needs a price in at least one currency'),
  ),
  freeFrom: v.nullable(v.record(currencyKey, minor)),
  /** The shopper picks a drop point (parcel shop, locker) for this method. */
  hasDropPoints: v.boolean('hasDropPoints must be true or false'),
  sortOrder: v.pipe(v.number('sortOrder must be a number'), v.integer('sortOrder must be a whole number')),
};
/** The body of a new shipping method (`POST /shipping-methods`). */
export const newMethodSchema = v.object({
  ...fields,
  storeId: v.optional(fields.storeId, null),
  freeFrom: v.optional(fields.freeFrom, null),
  hasDropPoints: v.optional(fields.hasDropPoints, false),
  sortOrder: v.optional(fields.sortOrder, 100),
});
/** The body of a shipping method change (`PATCH /shipping-methods/{id}`): any field. */
export const methodChangeSchema = v.partial(v.object(fields));

/** The query of the shipping method list (`GET /shipping-methods`): a page, a destination, a site. */
export const shippingListQuerySchema = v.object({
  ...pageQuery,
  country: v.optional(fields.country),
  /** Only the methods this site offers (its own and the shared ones). */
  storeId: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(100))),
});

type MethodRow = typeof shippingMethods.$inferSelect;

/**
 * The method `id` as `member` may see it (404 when it does not exist or belongs to a site they do
 * not cover); with `write`, refused (403) unless they may change it. Locks the row in a write.
 */
export async function methodFor(tx: Db, member: StaffMember, id: string, write: boolean): Promise<MethodRow> {
  const query = tx.select().from(shippingMethods).where(eq(shippingMethods.id, id));
  const [row] = write ? await query.for('update') : await query;
  if (!row) throw notFound({ message: `No shipping method ${id}`, code: 'Admin.Error.NotFound' });
  requireVisible(member, row.storeId, `shipping method ${id}`);
  if (write) requireWritable(member, row.storeId, 'shipping methods');
  return row;
}

/** The routes of shipping methods. */
export function shippingAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AdminEnv>();

  const methodOr404 = async (tx: Db, id: string): Promise<MethodRow> => {
    const [row] = await tx.select().from(shippingMethods).where(eq(shippingMethods.id, id));
    if (!row) throw notFound({ message: `No shipping method ${id}`, code: 'Admin.Error.NotFound' });
    return row;
  };

  app.get('/shipping-methods', async (c) => {
    const member = requireArea(c, 'shipping');
    const query = await readQuery(c, shippingListQuerySchema);
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
    return c.json({ items, page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 });
  });

  app.get('/shipping-methods/:id', async (c) => {
    const member = requireArea(c, 'shipping');
    const row = await methodFor(db, member, c.req.param('id'), false);
    c.header('ETag', etagOf(row));
    return c.json(row);
  });

  app.post('/shipping-methods', async (c) => {
    const member = requireArea(c, 'shipping');
    const input = await readJsonBody(c, newMethodSchema);
    requireWritable(member, input.storeId, 'shipping methods');
    await requireKnownSite(db, input.storeId);
    const created = await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
      const id = `ship-${input.country === '*' ? 'intl' : input.country.toLowerCase()}-${randomUUID().slice(0, 8)}`;
      await tx.insert(shippingMethods).values({ id, ...input });
      const after = await methodOr404(tx, id);
      return { result: after, audit: [{ action: 'create', entity: 'shipping method', entityId: id, after }] };
    });
    c.header('ETag', etagOf(created));
    return c.json(created, 201);
  });

  app.patch('/shipping-methods/:id', async (c) => {
    const member = requireArea(c, 'shipping');
    const ifMatch = requireIfMatch(c);
    const change = await readJsonBody(c, methodChangeSchema);
    if (change.storeId !== undefined) {
      requireWritable(member, change.storeId, 'shipping methods');
      await requireKnownSite(db, change.storeId);
    }
    const id = c.req.param('id');
    const updated = await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
      const before = await methodFor(tx, member, id, true);
      checkIfMatch(ifMatch, before);
      await tx.update(shippingMethods).set(change).where(eq(shippingMethods.id, id));
      const after = await methodOr404(tx, id);
      return {
        result: after,
        audit: [{ action: 'update', entity: 'shipping method', entityId: id, before, after }],
      };
    });
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  app.delete('/shipping-methods/:id', async (c) => {
    const member = requireArea(c, 'shipping');
    const id = c.req.param('id');
    await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
      const before = await methodFor(tx, member, id, true);
      await tx.delete(shippingMethods).where(eq(shippingMethods.id, id));
      return {
        result: undefined,
        audit: [{ action: 'delete', entity: 'shipping method', entityId: id, before }],
      };
    });
    return c.body(null, 204);
  });

  return app;
}
