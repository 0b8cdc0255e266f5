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
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { changeVoucher, createVoucher, listVouchers, voucherFor } from '../checkout/admin-vouchers.ts';
import { listAnswer, withEtag } from './admin-answers.ts';
import { readAdminBody, readAdminEdit } from './admin-body.ts';
import { adminModule, declareAdminRoutes, sharedRowsAccess } from './admin-route.ts';
import { pageQuery } from './pagination.ts';

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

/** Who may call the routes of this module: the voucher roles, on shared rows or their sites'. */
const { read, write } = sharedRowsAccess('vouchers');

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  listVouchers: { method: 'GET', path: '/vouchers', ...read, query: voucherListQuerySchema },
  getVoucher: { method: 'GET', path: '/vouchers/:code', ...read },
  createVoucher: { method: 'POST', path: '/vouchers', ...write, body: voucherSchema },
  changeVoucher: {
    method: 'PATCH',
    path: '/vouchers/:code',
    ...write,
    body: voucherChangeSchema,
    ifMatch: true,
  },
});

/** The routes of vouchers. */
export function voucherAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, route } = adminModule(deps);

  route(declared.listVouchers, (c, { member }) =>
    listAnswer(c, voucherListQuerySchema, (query) => listVouchers(db, member, query)),
  );

  route(declared.getVoucher, async (c, { member }) =>
    withEtag(c, await voucherFor(db, member, c.req.param('code'))),
  );

  route(declared.createVoucher, async (c, { member, actor }) => {
    const input = await readAdminBody(c, voucherSchema);
    return withEtag(c, await createVoucher(db, actor, clock.now(), member, input), 201);
  });

  route(declared.changeVoucher, async (c, { member, actor }) => {
    const { ifMatch, change } = await readAdminEdit(c, voucherChangeSchema);
    const code = c.req.param('code');
    return withEtag(c, await changeVoucher(db, actor, clock.now(), member, code, change, ifMatch));
  });

  return app;
}
