/**
 * A site's settings, content pages and dictionary as JSON files through the admin API, the same
 * code as `clubshop import|export settings|content|dictionary` (`content-io/site-data-io.ts`):
 * `POST /sites/{storeId}/import/{kind}` (the file is the body, `?dryRun=true` writes nothing, 422
 * naming every bad entry and writing nothing) and `GET /sites/{storeId}/export/{kind}`.
 */
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { exportSiteData, importSiteData, siteDataKinds } from '../content-io/site-data-io.ts';
import { readQuery } from '../http/parse.ts';
import { ApiError } from '../shared/api-error.ts';
import { fileAnswer, importAnswer } from './admin-answers.ts';
import { adminModule } from './admin-route.ts';
import { dryRunField } from './import-body.ts';

/** The import's query: whether it is a dry run. */
export const siteDataImportQuerySchema = v.object({ dryRun: dryRunField });

/** The routes of the settings, content and dictionary files. */
export function siteDataRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, route } = adminModule(deps);
  for (const kind of siteDataKinds) {
    const name = `${kind[0]?.toUpperCase()}${kind.slice(1)}`;
    const declaration = {
      operationId: `import${name}`,
      method: 'POST',
      path: `/sites/:storeId/import/${kind}`,
      area: kind,
      site: 'path',
      query: siteDataImportQuerySchema,
      // The dictionary is shared by every club: only staff of all sites change it.
      ...(kind === 'dictionary'
        ? { allSites: 'Only staff of all sites change the dictionary (every club shares it)' }
        : {}),
    } as const;
    route(declaration, async (c, { actor, site }) => {
      const { dryRun } = await readQuery(c, siteDataImportQuerySchema);
      const text = await c.req.text();
      if (text.trim() === '')
        throw new ApiError(400, [
          { message: `The body must be the ${kind} file (JSON)`, code: 'Admin.Error.Invalid' },
        ]);
      const report = await importSiteData(db, actor, clock.now(), site, kind, text, {
        dryRun: dryRun === 'true',
      });
      // This instance at once; the others through the change feed (sites, pages, dictionary triggers).
      if (report.written) deps.caches.invalidateContent({ storeIds: [site.storeId] });
      return importAnswer(c, report, 'entries');
    });
    route(
      {
        operationId: `export${name}`,
        method: 'GET',
        path: `/sites/:storeId/export/${kind}`,
        area: kind,
        site: 'path',
      },
      async (c, { site }) => {
        const file = await exportSiteData(db, site, kind);
        return fileAnswer(c, `${kind}-${site.storeId}.json`, file, 'application/json; charset=utf-8');
      },
    );
  }
  return app;
}
