/**
 * Admin routes of voucher codes: the site that sells it (or every site), kind (`percentage`,
 * `fixed`, `freeShipping`), percent or amounts per currency, validity, usage limit, stacking and
 * minimum order per currency. These are the rows the pricing module reads when a shopper adds a
 * code (`pricing/voucher-rules.ts`), on the basket's site only. Staff see the shared codes and
 * their sites' codes, change their sites' codes, and only staff of all sites change the shared
 * ones (`sites/site-rows.ts`, decision 0049). A code is unique in the installation. Deactivating a
 * code is setting `validUntil` (its history stays with the orders that used it).
 */
import { voucherChangeFormSchema, voucherFormSchema } from '@clubshop/validation';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { changeVoucher, createVoucher, listVouchers, voucherFor } from '../checkout/admin-vouchers.ts';
import { readQuery } from '../http/parse.ts';
import type { AdminEnv } from './admin-auth.ts';
import { readAdminBody } from './admin-body.ts';
import { adminRouter, declareAdminRoutes } from './admin-route.ts';
import { etagOf, requireIfMatch } from './etag.ts';
import { pageQuery } from './pagination.ts';
import { actorOf } from './staff-routes.ts';

/**
 * The body of a new voucher (`POST /vouchers`): the rules of `@clubshop/validation`, which the
 * back office's form runs before sending (decision 0054).
 */
export const voucherSchema = voucherFormSchema;
/** The body of a voucher change (`PATCH /vouchers/{code}`): any field but the code. */
export const voucherChangeSchema = voucherChangeFormSchema;

/** The query of the voucher list (`GET /vouchers`): a page, part of a code, and a site. */
export const voucherListQuerySchema = v.object({
  ...pageQuery,
  search: v.optional(v.pipe(v.string(), v.maxLength(40))),
  /** Only the codes this site sells (its own and the shared ones). */
  storeId: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(100))),
});

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  listVouchers: {
    method: 'GET',
    path: '/vouchers',
    area: 'vouchers',
    site: 'shared-read',
    query: voucherListQuerySchema,
  },
  getVoucher: { method: 'GET', path: '/vouchers/:code', area: 'vouchers', site: 'shared-read' },
  createVoucher: {
    method: 'POST',
    path: '/vouchers',
    area: 'vouchers',
    site: 'shared-write',
    body: voucherSchema,
  },
  changeVoucher: {
    method: 'PATCH',
    path: '/vouchers/:code',
    area: 'vouchers',
    site: 'shared-write',
    body: voucherChangeSchema,
    ifMatch: true,
  },
});

/** The routes of vouchers. */
export function voucherAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AdminEnv>();
  const route = adminRouter(app, deps);

  route(declared.listVouchers, async (c, { member }) => {
    const query = await readQuery(c, voucherListQuerySchema);
    const { items, total } = await listVouchers(db, member, query);
    return c.json({ items, page: query.page, pageSize: query.pageSize, total });
  });

  route(declared.getVoucher, async (c, { member }) => {
    const view = await voucherFor(db, member, c.req.param('code'));
    c.header('ETag', etagOf(view));
    return c.json(view);
  });

  route(declared.createVoucher, async (c, { member }) => {
    const input = await readAdminBody(c, voucherSchema);
    const created = await createVoucher(db, actorOf(member), clock.now(), member, input);
    c.header('ETag', etagOf(created));
    return c.json(created, 201);
  });

  route(declared.changeVoucher, async (c, { member }) => {
    const ifMatch = requireIfMatch(c);
    const change = await readAdminBody(c, voucherChangeSchema);
    const updated = await changeVoucher(
      db,
      actorOf(member),
      clock.now(),
      member,
      c.req.param('code'),
      change,
      ifMatch,
    );
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  return app;
}
