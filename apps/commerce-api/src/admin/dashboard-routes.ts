/**
 * `GET /admin/api/dashboard[?site=<storeId>]`: today's orders and revenue and the sizes low in
 * stock, per site the member of staff works on (every role works in the area `dashboard`: it is the back office's first screen).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { readQuery } from '../http/parse.ts';
import { dashboardFigures } from '../orders/dashboard.ts';
import type { AdminEnv } from './admin-auth.ts';
import { adminRouter, declareAdminRoutes } from './admin-route.ts';

/** The query of the dashboard: one site (`?site=<storeId>`), or every site of the member. */
export const dashboardQuerySchema = v.object({ site: v.optional(v.pipe(v.string(), v.maxLength(100))) });

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  getDashboard: {
    method: 'GET',
    path: '/dashboard',
    area: 'dashboard',
    site: { query: 'site' },
    query: dashboardQuerySchema,
  },
});

/** The dashboard route. */
export function dashboardRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();
  const route = adminRouter(app, deps);
  route(declared.getDashboard, async (c, { member }) => {
    const query = await readQuery(c, dashboardQuerySchema);
    const scope = query.site ? [query.site] : member.allSites ? undefined : member.storeIds;
    return c.json({ sites: await dashboardFigures(deps.db, scope, deps.clock.now()) });
  });
  return app;
}
