/**
 * `GET /admin/api/dashboard[?site=<storeId>]`: today's orders and revenue and the sizes low in
 * stock, per site the member of staff works on (every role works in the area `dashboard`: it is the back office's first screen).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { readQuery } from '../http/parse.ts';
import { dashboardFigures } from '../orders/dashboard.ts';
import { type AdminEnv, requireArea, requireSite } from './admin-auth.ts';

/** The query of the dashboard: one site (`?site=<storeId>`), or every site of the member. */
export const dashboardQuerySchema = v.object({ site: v.optional(v.pipe(v.string(), v.maxLength(100))) });

/** The dashboard route. */
export function dashboardRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();
  app.get('/dashboard', async (c) => {
    const member = requireArea(c, 'dashboard');
    const query = await readQuery(c, dashboardQuerySchema);
    if (query.site) requireSite(member, query.site);
    const scope = query.site ? [query.site] : member.allSites ? undefined : member.storeIds;
    return c.json({ sites: await dashboardFigures(deps.db, scope, deps.clock.now()) });
  });
  return app;
}
