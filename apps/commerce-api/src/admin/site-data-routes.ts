/**
 * A site's settings, content pages and dictionary as JSON files through the admin API, the same
 * code as `clubshop import|export settings|content|dictionary` (`content-io/site-data-io.ts`):
 * `POST /sites/{storeId}/import/{kind}` (the file is the body, `?dryRun=true` writes nothing, 422
 * naming every bad entry and writing nothing) and `GET /sites/{storeId}/export/{kind}`.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { exportSiteData, importSiteData, siteDataKinds } from '../content-io/site-data-io.ts';
import { readQuery } from '../http/parse.ts';
import { ApiError } from '../shared/api-error.ts';
import { type AdminEnv, forbidden } from './admin-auth.ts';
import { siteOfRoute } from './site-scope.ts';
import { actorOf } from './staff-routes.ts';

/** The import's query: whether it is a dry run. */
export const siteDataImportQuerySchema = v.object({
  dryRun: v.optional(v.picklist(['true', 'false'], 'dryRun must be true or false'), 'false'),
});

/** The routes of the settings, content and dictionary files. */
export function siteDataRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AdminEnv>();
  for (const kind of siteDataKinds) {
    app.post(`/sites/:storeId/import/${kind}`, async (c) => {
      const { member, site } = await siteOfRoute(c, db, kind);
      // The dictionary is shared by every club: only staff of all sites change it.
      if (kind === 'dictionary' && !member.allSites)
        throw forbidden('Only staff of all sites change the dictionary (every club shares it)');
      const { dryRun } = await readQuery(c, siteDataImportQuerySchema);
      const text = await c.req.text();
      if (text.trim() === '')
        throw new ApiError(400, [
          { message: `The body must be the ${kind} file (JSON)`, code: 'Admin.Error.Invalid' },
        ]);
      const report = await importSiteData(db, actorOf(member), clock.now(), site, kind, text, {
        dryRun: dryRun === 'true',
      });
      // This instance at once; the others through the change feed (sites, pages, dictionary triggers).
      if (report.written) deps.caches.invalidateContent({ storeIds: [site.storeId] });
      if (report.bad.length > 0)
        return c.json(
          {
            success: false,
            errors: [
              {
                message: `${report.bad.length} bad entries: nothing was imported`,
                code: 'Admin.Error.ImportRejected',
              },
            ],
            report,
          },
          422,
        );
      return c.json(report);
    });
    app.get(`/sites/:storeId/export/${kind}`, async (c) => {
      const { site } = await siteOfRoute(c, db, kind);
      return c.body(await exportSiteData(db, site, kind), 200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${kind}-${site.storeId}.json"`,
      });
    });
  }
  return app;
}
