/**
 * `GET /admin/api/dashboard[?site=<storeId>][&period=day|week|month]`: today's orders and revenue,
 * the period's sales and orders per day and its top products, and the sizes low in stock, per site the member of staff works on (every role works in the area `dashboard`: it is the back office's first screen).
 */
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { readQuery } from '../http/parse.ts';
import { dashboardFigures, dashboardPeriods, periodOf } from '../orders/dashboard.ts';
import { sitesInScope } from './admin-auth.ts';
import { adminModule, declareAdminRoutes } from './admin-route.ts';

/** The query of the dashboard: one site (`?site=<storeId>`), or every site of the member. */
export const dashboardQuerySchema = v.object({
  site: v.optional(v.pipe(v.string(), v.maxLength(100))),
  /** The period of the sales figures: the current day (default), week (from Monday) or month, UTC. */
  period: v.optional(v.picklist(dashboardPeriods, 'period must be day, week or month'), 'day'),
});

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
    const now = deps.clock.now();
    const figures = await dashboardFigures(deps.db, sitesInScope(member, query.site), now, query.period);
    const range = periodOf(query.period, now);
    const period = {
      kind: query.period,
      from: range.start.toISOString().slice(0, 10),
      to: new Date(range.end.getTime() - 86_400_000).toISOString().slice(0, 10),
    };
    return c.json({ period, sites: figures });
  });
  return app;
}
