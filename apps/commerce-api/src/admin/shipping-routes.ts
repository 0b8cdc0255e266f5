/**
 * Admin routes of shipping methods: destination country (`*` for every country without methods
 * of its own), kind, carrier, names and delivery times per culture, price and free-from threshold
 * per currency, and whether the shopper picks a drop point. These are the rows the pricing module
 * reads for a basket's shipping (`pricing/shipping.ts`): a method is offered on a site when it
 * ships to the destination and has a price in the site's currency. Methods are shared by every
 * shop of the installation, so, as with the dictionary, only staff of all sites change them.
 * A deleted method leaves orders as they were (an order keeps its own copy) and baskets that had
 * chosen it choose again.
 */
import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { shippingMethods } from '../checkout/tables.ts';
import type { Db } from '../db/database.ts';
import { readJsonBody, readQuery } from '../http/parse.ts';
import { notFound } from '../shared/api-error.ts';
import { type AdminEnv, forbidden, requireArea } from './admin-auth.ts';
import { auditedWrite } from './audit.ts';
import { checkIfMatch, etagOf, requireIfMatch } from './etag.ts';
import { offsetOf, pageQuery } from './pagination.ts';
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
  freeFrom: v.optional(fields.freeFrom, null),
  hasDropPoints: v.optional(fields.hasDropPoints, false),
  sortOrder: v.optional(fields.sortOrder, 100),
});
/** The body of a shipping method change (`PATCH /shipping-methods/{id}`): any field. */
export const methodChangeSchema = v.partial(v.object(fields));

/** The query of the shipping method list (`GET /shipping-methods`): a page, and a destination. */
export const shippingListQuerySchema = v.object({ ...pageQuery, country: v.optional(fields.country) });

type MethodRow = typeof shippingMethods.$inferSelect;

/** The routes of shipping methods. */
export function shippingAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AdminEnv>();

  const methodOr404 = async (tx: Db, id: string): Promise<MethodRow> => {
    const [row] = await tx.select().from(shippingMethods).where(eq(shippingMethods.id, id));
    if (!row) throw notFound({ message: `No shipping method ${id}`, code: 'Admin.Error.NotFound' });
    return row;
  };
  const writer = (c: Parameters<typeof requireArea>[0]) => {
    const member = requireArea(c, 'shipping');
    if (!member.allSites)
      throw forbidden('Only staff of all sites change shipping methods (every shop shares them)');
    return member;
  };

  app.get('/shipping-methods', async (c) => {
    requireArea(c, 'shipping');
    const query = await readQuery(c, shippingListQuerySchema);
    const where = query.country ? eq(shippingMethods.country, query.country) : undefined;
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
    requireArea(c, 'shipping');
    const row = await methodOr404(db, c.req.param('id'));
    c.header('ETag', etagOf(row));
    return c.json(row);
  });

  app.post('/shipping-methods', async (c) => {
    const member = writer(c);
    const input = await readJsonBody(c, newMethodSchema);
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
    const member = writer(c);
    const ifMatch = requireIfMatch(c);
    const change = await readJsonBody(c, methodChangeSchema);
    const id = c.req.param('id');
    const updated = await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
      await tx
        .select({ id: shippingMethods.id })
        .from(shippingMethods)
        .where(eq(shippingMethods.id, id))
        .for('update');
      const before = await methodOr404(tx, id);
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
    const member = writer(c);
    const id = c.req.param('id');
    await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
      const before = await methodOr404(tx, id);
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
