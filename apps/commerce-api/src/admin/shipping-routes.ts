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
import {
  shippingMethodChangeFormSchema,
  shippingMethodFieldSchemas,
  shippingMethodFormSchema,
} from '@clubshop/validation';
import { and, asc, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { shippingMethods } from '../checkout/tables.ts';
import type { Db } from '../db/database.ts';
import { readQuery } from '../http/parse.ts';
import { notFound } from '../shared/api-error.ts';
import { requireKnownSite, requireVisible, requireWritable, visibleRows } from '../sites/site-rows.ts';
import { auditedWrite } from '../staff/audit.ts';
import type { StaffMember } from '../staff/staff-token.ts';
import type { AdminEnv } from './admin-auth.ts';
import { readAdminBody } from './admin-body.ts';
import { adminRouter, declareAdminRoutes } from './admin-route.ts';
import { checkIfMatch, etagOf, requireIfMatch } from './etag.ts';
import { offsetOf, pageQuery } from './pagination.ts';
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

  const methodOr404 = async (tx: Db, id: string): Promise<MethodRow> => {
    const [row] = await tx.select().from(shippingMethods).where(eq(shippingMethods.id, id));
    if (!row) throw notFound({ message: `No shipping method ${id}`, code: 'Admin.Error.NotFound' });
    return row;
  };

  route(declared.listShippingMethods, async (c, { member }) => {
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

  route(declared.getShippingMethod, async (c, { member }) => {
    const row = await methodFor(db, member, c.req.param('id'), false);
    c.header('ETag', etagOf(row));
    return c.json(row);
  });

  route(declared.createShippingMethod, async (c, { member }) => {
    const input = await readAdminBody(c, newMethodSchema);
    requireWritable(member, input.storeId, 'shipping methods');
    await requireKnownSite(db, input.storeId);
    const created = await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
      const id = `ship-${input.country === '*' ? 'intl' : input.country.toLowerCase()}-${randomUUID().slice(0, 8)}`;
      await tx.insert(shippingMethods).values({ id, ...input });
      const after = await methodOr404(tx, id);
      return { result: after, audit: [{ action: 'create', entity: 'shipping method', entityId: id, after }] };
    });
    thresholdsChanged();
    c.header('ETag', etagOf(created));
    return c.json(created, 201);
  });

  route(declared.changeShippingMethod, async (c, { member }) => {
    const ifMatch = requireIfMatch(c);
    const change = await readAdminBody(c, methodChangeSchema);
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
    thresholdsChanged();
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  route(declared.deleteShippingMethod, async (c, { member }) => {
    const id = c.req.param('id');
    await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
      const before = await methodFor(tx, member, id, true);
      await tx.delete(shippingMethods).where(eq(shippingMethods.id, id));
      return {
        result: undefined,
        audit: [{ action: 'delete', entity: 'shipping method', entityId: id, before }],
      };
    });
    thresholdsChanged();
    return c.body(null, 204);
  });

  return app;
}
