/**
 * The catalogue import and export through the admin API (issue 26): the same code as `clubshop
 * import catalogue` and `clubshop export catalogue` (`catalogue-io/`), for editors and owners of
 * the site. The file is the request body (Shopify's product CSV as `text/csv`, our JSON as
 * `application/json`, or `?format=`), up to `IMPORT_MAX_BYTES` (the API's other routes take
 * 64 KB). A dry run, or a file with any bad row, writes nothing and answers what it found; a real
 * import writes all of it in one transaction with its audit rows. Shopify's translations CSV
 * (`…/import/translations`) gives the products' texts in the site's culture the same way.
 */
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { exportCatalogue } from '../catalogue-io/export-catalogue.ts';
import { type CatalogueFormat, type ImportSite, importCatalogue } from '../catalogue-io/import-catalogue.ts';
import { pictureFetchingOf } from '../catalogue-io/import-pictures.ts';
import { importTranslations } from '../catalogue-io/shopify-translations.ts';
import { readQuery } from '../http/parse.ts';
import { mediaStoreOf } from '../images/media-store-of.ts';
import { fileAnswer, importAnswer } from './admin-answers.ts';
import { adminModule, declareAdminRoutes } from './admin-route.ts';
import { dryRunField, readImportFile } from './import-body.ts';

/** The paths whose bodies may be as large as `IMPORT_MAX_BYTES` (app.ts applies the limit). */
export const importPaths = '/admin/api/sites/:storeId/import/*';

const formatSchema = v.optional(v.picklist(['csv', 'json'], 'format must be csv or json'));

/** The export's query: the format (`csv`, the default, or `json`). */
export const catalogueExportQuerySchema = v.object({ format: formatSchema });

/** The import's query: the file's format (else its Content-Type says) and whether it is a dry run. */
export const catalogueImportQuerySchema = v.object({
  format: formatSchema,
  dryRun: dryRunField,
});

/** The translations import's query: whether it is a dry run. */
export const translationsImportQuerySchema = v.object({ dryRun: dryRunField });

/** The format of an uploaded file: `?format=`, else its Content-Type (JSON or anything else CSV). */
function formatOfUpload(
  query: CatalogueFormat | undefined,
  contentType: string | undefined,
): CatalogueFormat {
  if (query) return query;
  return /^application\/([\w.+-]*\+)?json\b/i.test(contentType ?? '') ? 'json' : 'csv';
}

/** The site of a route as the import sees it. */
function importSiteOf(site: {
  storeId: string;
  clubId: string;
  culture: string;
  currency: string;
  hostName: string;
}): ImportSite {
  const { storeId, clubId, culture, currency, hostName } = site;
  return { storeId, clubId, culture, currency, hostName };
}

/** Who may call the routes of this module: the catalogue's roles, of the path's site. */
const catalogue = { area: 'catalogue', site: 'path' } as const;

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  importCatalogue: {
    method: 'POST',
    path: '/sites/:storeId/import/catalogue',
    ...catalogue,
    query: catalogueImportQuerySchema,
  },
  importTranslations: {
    method: 'POST',
    path: '/sites/:storeId/import/translations',
    ...catalogue,
    query: translationsImportQuerySchema,
  },
  exportCatalogue: {
    method: 'GET',
    path: '/sites/:storeId/export/catalogue',
    ...catalogue,
    query: catalogueExportQuerySchema,
  },
});

/** The routes of the catalogue import and export. */
export function catalogueImportRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, route } = adminModule(deps);

  /**
   * Imports a catalogue file. 200 with the report (written, or what a dry run would write); 422
   * with the report when a row is bad (each with its line and reason): nothing is written then.
   */
  route(declared.importCatalogue, async (c, { actor, site }) => {
    const query = await readQuery(c, catalogueImportQuerySchema);
    const format = formatOfUpload(query.format, c.req.header('content-type'));
    const text = await readImportFile(c, 'The body must be the catalogue file (CSV or JSON)');
    const report = await deps.signals.imports.track(() =>
      importCatalogue(
        db,
        actor,
        clock.now(),
        importSiteOf(site),
        { text, format },
        {
          dryRun: query.dryRun === 'true',
          pictures:
            deps.config.importFetchPictures === false
              ? undefined
              : pictureFetchingOf(deps.config, mediaStoreOf(deps)),
        },
      ),
    );
    if (report.written) deps.caches.invalidate({ clubIds: [site.clubId] });
    return importAnswer(c, report, 'rows');
  });

  /**
   * Imports Shopify's translations CSV in the site's culture: 200 with the report, 422 with it
   * when a row is bad (nothing written then).
   */
  route(declared.importTranslations, async (c, { actor, site }) => {
    const query = await readQuery(c, translationsImportQuerySchema);
    const bytes = await readImportFile(c, "The body must be Shopify's translations CSV");
    const report = await deps.signals.imports.track(() =>
      importTranslations(db, actor, clock.now(), importSiteOf(site), bytes, {
        dryRun: query.dryRun === 'true',
      }),
    );
    if (report.written) deps.caches.invalidate({ clubIds: [site.clubId] });
    return importAnswer(c, report, 'rows');
  });

  /** The site's catalogue as Shopify's product CSV (default) or our JSON. */
  route(declared.exportCatalogue, async (c, { site }) => {
    const { format = 'csv' } = await readQuery(c, catalogueExportQuerySchema);
    const body = await exportCatalogue(db, importSiteOf(site), format);
    const contentType = format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8';
    return fileAnswer(c, `catalogue-${site.storeId}.${format}`, body, contentType);
  });

  return app;
}
