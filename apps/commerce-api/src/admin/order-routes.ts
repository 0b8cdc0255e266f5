/**
 * Admin routes to read: orders (fulfilment and owners; each with its payment, refunds and ETag;
 * status changes and refunds are in `order-lifecycle-routes.ts`),
 * contact messages and newsletter signups of a site (owners and editors; a list, or CSV).
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { contactMessagesOf, newsletterSignupsOf } from '../content/inbox-lists.ts';
import { readQuery } from '../http/parse.ts';
import { adminOrder, adminOrderSummary, orderEtag } from '../orders/admin-order-view.ts';
import {
  findOrder,
  findOrders,
  orderCsvColumns,
  orderCsvRows,
  staffChangesOf,
} from '../orders/order-list.ts';
import { orderStatuses } from '../orders/status-moves.ts';
import { notFound } from '../shared/api-error.ts';
import { writeCsv } from '../shared/spreadsheet-csv.ts';
import { csvAnswer, pageAnswer } from './admin-answers.ts';
import { requireSite, sitesInScope } from './admin-auth.ts';
import { type AdminSiteRow, adminModule, declareAdminRoutes } from './admin-route.ts';
import { pageQuery, windowOf } from './pagination.ts';

/** The query of the inbox lists (contact messages, newsletter signups): a page, or all as CSV. */
export const inboxListQuerySchema = v.object({
  ...pageQuery,
  format: v.optional(v.picklist(['json', 'csv'], 'format must be json or csv'), 'json'),
});

/** A calendar day, `YYYY-MM-DD`, that exists. */
const dayField = (name: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date, YYYY-MM-DD`),
    v.check(
      (day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
      `${name} must be a date that exists, YYYY-MM-DD`,
    ),
  );

/**
 * The query of the order list: a page (or all, `format=csv`), of one site or of all the member
 * works on, of one status, placed `from` a day `to` a day (UTC, both included), found by `q`: any
 * part of an order number, a shopper's e-mail or name (any case, `soren` finds Søren).
 */
export const orderListQuerySchema = v.pipe(
  v.object({
    ...pageQuery,
    storeId: v.optional(v.string()),
    status: v.optional(v.picklist(orderStatuses, `status must be one of ${orderStatuses.join(', ')}`)),
    q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'q must be at most 200 characters'))),
    from: v.optional(dayField('from')),
    to: v.optional(dayField('to')),
    format: v.optional(v.picklist(['json', 'csv'], 'format must be json or csv'), 'json'),
  }),
  v.forward(
    v.check((query) => !query.from || !query.to || query.from <= query.to, 'to must not be before from'),
    ['to'],
  ),
);

/** Rows as CSV for a spreadsheet (the columns as header; every cell neutralised, `writeCsv`). */
export function csvOf(rows: ReadonlyArray<Record<string, unknown>>, columns: readonly string[]): string {
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

/** A list of a site's inbox: a page of it with the total, or all of it without a window. */
type InboxListOf<Db> = (
  db: Db,
  storeId: string,
  window?: { limit: number; offset: number },
) => Promise<{ items: ReadonlyArray<Record<string, unknown>>; total: number | undefined }>;

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
  const { app, route } = adminModule(deps);

  route(declared.listOrders, async (c, { member }) => {
    const query = await readQuery(c, orderListQuerySchema);
    if (query.storeId) requireSite(member, query.storeId);
    const filters = {
      storeIds: sitesInScope(member, query.storeId),
      status: query.status,
      q: query.q,
      from: query.from,
      to: query.to,
    };
    if (query.format === 'csv') {
      const day = new Date().toISOString().slice(0, 10);
      const csv = csvOf(await orderCsvRows(db, filters), orderCsvColumns);
      return csvAnswer(c, `orders-${query.storeId ?? 'all'}-${day}.csv`, csv);
    }
    const { rows, total } = await findOrders(db, filters, windowOf(query));
    const { refunds, shipments } = await staffChangesOf(
      db,
      rows.map((row) => row.id),
    );
    return c.json({
      items: rows.map((row) => {
        const ofOrder = refunds.get(row.id) ?? [];
        return {
          ...adminOrderSummary(row, ofOrder),
          etag: orderEtag(row, ofOrder, shipments.get(row.id) ?? []),
        };
      }),
      page: query.page,
      pageSize: query.pageSize,
      total,
    });
  });

  route(declared.getOrder, async (c, { member }) => {
    const order = await findOrder(db, c.req.param('id'));
    if (!order) throw notFound({ message: 'No such order', code: 'Admin.Error.NotFound' });
    requireSite(member, order.storeId);
    const { body, etag } = await adminOrder(db, order);
    c.header('ETag', etag);
    return c.json(body);
  });

  /** An inbox list: a page, or all of it as CSV with these columns. */
  const inboxList =
    (name: string, listOf: InboxListOf<typeof db>, columns: readonly string[]) =>
    async (c: Context, site: AdminSiteRow) => {
      const query = await readQuery(c, inboxListQuerySchema);
      if (query.format === 'csv') {
        const { items: rows } = await listOf(db, site.storeId);
        return csvAnswer(c, `${name}-${site.storeId}.csv`, csvOf(rows, columns));
      }
      return pageAnswer(c, query, await listOf(db, site.storeId, windowOf(query)));
    };
  const contactMessages = inboxList('contact-messages', contactMessagesOf, [
    'id',
    'createdAt',
    'name',
    'email',
    'phone',
    'subject',
    'message',
    'pageUrl',
  ]);
  const newsletterSignups = inboxList('newsletter-signups', newsletterSignupsOf, [
    'id',
    'createdAt',
    'email',
    'firstName',
    'listId',
  ]);
  route(declared.listContactMessages, (c, { site }) => contactMessages(c, site));
  route(declared.listNewsletterSignups, (c, { site }) => newsletterSignups(c, site));

  return app;
}
