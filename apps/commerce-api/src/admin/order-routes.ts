/**
 * Admin routes to read: orders (fulfilment and owners; each with its payment, refunds and ETag;
 * status changes and refunds are in `order-lifecycle-routes.ts`),
 * contact messages and newsletter signups of a site (owners and editors; a list, or CSV).
 */
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { customerServiceMessages } from '../content/tables.ts';
import { readQuery } from '../http/parse.ts';
import { adminOrder, adminOrderSummary, orderEtag, refundsOf } from '../orders/admin-order-view.ts';
import { orderStatuses } from '../orders/status-moves.ts';
import { orders } from '../payment/tables.ts';
import { notFound } from '../shared/api-error.ts';
import { writeCsv } from '../shared/spreadsheet-csv.ts';
import { newsletterSignups } from '../users/tables.ts';
import { type AdminEnv, requireSite } from './admin-auth.ts';
import { adminRouter, declareAdminRoutes } from './admin-route.ts';
import { offsetOf, pageQuery } from './pagination.ts';

/** The query of the inbox lists (contact messages, newsletter signups): a page, or all as CSV. */
export const inboxListQuerySchema = v.object({
  ...pageQuery,
  format: v.optional(v.picklist(['json', 'csv'], 'format must be json or csv'), 'json'),
});

/**
 * The query of the order list: a page, of one site or of all the member works on, of one status,
 * found by `q`: an order number or a shopper's e-mail (whole, any case).
 */
export const orderListQuerySchema = v.object({
  ...pageQuery,
  storeId: v.optional(v.string()),
  status: v.optional(v.picklist(orderStatuses, `status must be one of ${orderStatuses.join(', ')}`)),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'q must be at most 200 characters'))),
});

/** Rows as CSV for a spreadsheet (the columns as header; every cell neutralised, `writeCsv`). */
function csvOf(rows: ReadonlyArray<Record<string, unknown>>, columns: readonly string[]): string {
  return writeCsv([
    columns,
    ...rows.map((row) =>
      columns.map((column) => {
        const value = row[column];
        return value instanceof Date
          ? value.toISOString()
          : value === null || value === undefined
            ? ''
            : String(value);
      }),
    ),
  ]);
}

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  listOrders: {
    method: 'GET',
    path: '/orders',
    area: 'orders',
    site: { query: 'storeId' },
    query: orderListQuerySchema,
  },
  getOrder: { method: 'GET', path: '/orders/:id', area: 'orders', site: 'row' },
  listContactMessages: {
    method: 'GET',
    path: '/sites/:storeId/contact-messages',
    area: 'inbox',
    site: 'path',
    query: inboxListQuerySchema,
  },
  listNewsletterSignups: {
    method: 'GET',
    path: '/sites/:storeId/newsletter-signups',
    area: 'inbox',
    site: 'path',
    query: inboxListQuerySchema,
  },
});

/** The routes of orders and the inbox. */
export function orderAdminRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AdminEnv>();
  const route = adminRouter(app, deps);

  route(declared.listOrders, async (c, { member }) => {
    const query = await readQuery(c, orderListQuerySchema);
    const conditions: (SQL | undefined)[] = [
      query.storeId
        ? eq(orders.storeId, query.storeId)
        : member.allSites
          ? undefined
          : inArray(orders.storeId, member.storeIds.length > 0 ? [...member.storeIds] : ['']),
    ];
    if (query.status) conditions.push(eq(orders.status, query.status));
    if (query.q)
      conditions.push(
        sql`(lower(${orders.orderNumber}) = lower(${query.q})
          or lower(${orders.billingAddress} ->> 'email') = lower(${query.q}))`,
      );
    const scope = and(...conditions);
    const [total] = await db.select({ n: count() }).from(orders).where(scope);
    const rows = await db
      .select()
      .from(orders)
      .where(scope)
      .orderBy(desc(orders.createdAt))
      .limit(query.pageSize)
      .offset(offsetOf(query));
    const refunds = await refundsOf(
      db,
      rows.map((row) => row.id),
    );
    return c.json({
      items: rows.map((row) => {
        const ofOrder = refunds.get(row.id) ?? [];
        return { ...adminOrderSummary(row, ofOrder), etag: orderEtag(row, ofOrder) };
      }),
      page: query.page,
      pageSize: query.pageSize,
      total: total?.n ?? 0,
    });
  });

  route(declared.getOrder, async (c, { member }) => {
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.id, c.req.param('id')));
    if (!order) throw notFound({ message: 'No such order', code: 'Admin.Error.NotFound' });
    requireSite(member, order.storeId);
    const { body, etag } = await adminOrder(db, order);
    c.header('ETag', etag);
    return c.json(body);
  });

  route(declared.listContactMessages, async (c, { site }) => {
    const query = await readQuery(c, inboxListQuerySchema);
    const where = eq(customerServiceMessages.storeId, site.storeId);
    if (query.format === 'csv') {
      const rows = await db
        .select()
        .from(customerServiceMessages)
        .where(where)
        .orderBy(desc(customerServiceMessages.id));
      c.header('Content-Disposition', `attachment; filename="contact-messages-${site.storeId}.csv"`);
      return c.body(
        csvOf(rows, ['id', 'createdAt', 'name', 'email', 'phone', 'subject', 'message', 'pageUrl']),
        200,
        { 'Content-Type': 'text/csv; charset=utf-8' },
      );
    }
    const [total] = await db.select({ n: count() }).from(customerServiceMessages).where(where);
    const items = await db
      .select()
      .from(customerServiceMessages)
      .where(where)
      .orderBy(desc(customerServiceMessages.id))
      .limit(query.pageSize)
      .offset(offsetOf(query));
    return c.json({ items, page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 });
  });

  route(declared.listNewsletterSignups, async (c, { site }) => {
    const query = await readQuery(c, inboxListQuerySchema);
    const where = and(eq(newsletterSignups.storeId, site.storeId));
    if (query.format === 'csv') {
      const rows = await db.select().from(newsletterSignups).where(where).orderBy(desc(newsletterSignups.id));
      c.header('Content-Disposition', `attachment; filename="newsletter-signups-${site.storeId}.csv"`);
      return c.body(csvOf(rows, ['id', 'createdAt', 'email', 'firstName', 'listId']), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
      });
    }
    const [total] = await db.select({ n: count() }).from(newsletterSignups).where(where);
    const items = await db
      .select()
      .from(newsletterSignups)
      .where(where)
      .orderBy(desc(newsletterSignups.id))
      .limit(query.pageSize)
      .offset(offsetOf(query));
    return c.json({ items, page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 });
  });

  return app;
}
