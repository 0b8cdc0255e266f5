/**
 * Admin routes of a site's customers (issue 40, decision 0100): the list (found by any part of an
 * e-mail or name) or all of it as CSV, and one customer with their orders and addresses, for
 * whoever reads orders (owners and fulfilment); a person's data export and erasure (GDPR) for
 * owners only (the `privacy` area), and only of a person on none but their sites.
 */
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import {
  customerCsvColumns,
  customerCsvRows,
  customerDataExport,
  customerDetail,
  eraseCustomer,
  findCustomer,
  findCustomers,
} from '../customers/customers.ts';
import { readQuery } from '../http/parse.ts';
import { notFound } from '../shared/api-error.ts';
import { csvAnswer, pageAnswer } from './admin-answers.ts';
import { adminModule, declareAdminRoutes } from './admin-route.ts';
import { csvOf } from './order-routes.ts';
import { pageQuery, windowOf } from './pagination.ts';

/** The query of the customer list: a page (or all, `format=csv`), found by `q`: any part of an e-mail or name. */
export const customerListQuerySchema = v.object({
  ...pageQuery,
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'q must be at most 200 characters'))),
  format: v.optional(v.picklist(['json', 'csv'], 'format must be json or csv'), 'json'),
});

/** An account id as the routes take it (a UUID; anything else is no customer: 404). */
const noSuchCustomer = () => notFound({ message: 'No such customer', code: 'Admin.Error.NotFound' });

/** A UTF-8 byte order mark: Excel then reads the file as UTF-8 (Danish and German letters intact). */
const BOM = '\uFEFF';

const declared = declareAdminRoutes({
  listCustomers: {
    method: 'GET',
    path: '/sites/:storeId/customers',
    area: 'orders',
    site: 'path',
    query: customerListQuerySchema,
  },
  getCustomer: { method: 'GET', path: '/sites/:storeId/customers/:id', area: 'orders', site: 'path' },
  exportCustomerData: {
    method: 'GET',
    path: '/sites/:storeId/customers/:id/export',
    area: 'privacy',
    site: 'path',
  },
  eraseCustomer: {
    method: 'POST',
    path: '/sites/:storeId/customers/:id/erase',
    area: 'privacy',
    site: 'path',
  },
});

/** The routes of customers. */
export function customerAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, route } = adminModule(deps);

  route(declared.listCustomers, async (c, { site }) => {
    const query = await readQuery(c, customerListQuerySchema);
    if (query.format === 'csv') {
      const day = clock.now().toISOString().slice(0, 10);
      const csv = csvOf(await customerCsvRows(db, site.storeId, query.q), customerCsvColumns);
      return csvAnswer(c, `customers-${site.storeId}-${day}.csv`, BOM + csv);
    }
    return pageAnswer(c, query, await findCustomers(db, site.storeId, query.q, windowOf(query)));
  });

  route(declared.getCustomer, async (c, { site }) => {
    const user = await findCustomer(db, site.storeId, c.req.param('id'));
    if (!user) throw noSuchCustomer();
    return c.json(await customerDetail(db, site.storeId, user));
  });

  route(declared.exportCustomerData, async (c, { member, site }) => {
    const user = await findCustomer(db, site.storeId, c.req.param('id'));
    if (!user) throw noSuchCustomer();
    const data = await customerDataExport(db, member, user, clock.now());
    c.header('Content-Disposition', `attachment; filename="customer-${user.id}.json"`);
    return c.json(data);
  });

  route(declared.eraseCustomer, async (c, { member, actor, site }) => {
    const result = await eraseCustomer(db, actor, member, clock.now(), site.storeId, c.req.param('id'));
    if (!result) throw noSuchCustomer();
    return c.json(result);
  });

  return app;
}
