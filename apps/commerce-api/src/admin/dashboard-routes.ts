/**
 * `GET /admin/api/dashboard[?site=<storeId>]`: today's orders and revenue and the sizes low in
 * stock, per site the member of staff works on (every role works in the area `dashboard`: it is the back office's first screen).
 */
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { readQuery } from '../http/parse.ts';
import { dashboardFigures } from '../orders/dashboard.ts';
import { sitesInScope } from './admin-auth.ts';
import { adminModule, declareAdminRoutes } from './admin-route.ts';

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
  const { app, route } = adminModule(deps);
  route(declared.getDashboard, async (c, { member }) => {
    const query = await readQuery(c, dashboardQuerySchema);
    const figures = await dashboardFigures(deps.db, sitesInScope(member, query.site), deps.clock.now());
    return c.json({ sites: figures });
  });
  return app;
}
