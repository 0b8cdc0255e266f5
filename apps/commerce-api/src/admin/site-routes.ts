import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { settingsChangeSchema } from '../content/settings-change.ts';
import { readJsonBody } from '../http/parse.ts';
import { changeSiteSettings, createSite, listSites } from '../sites/admin-sites.ts';
import { newShopSchema, newSiteSchema } from '../sites/shop-init.ts';
import { listAnswer, withEtag } from './admin-answers.ts';
import { adminModule, declareAdminRoutes } from './admin-route.ts';
import { requireIfMatch } from './etag.ts';
import { pageQuerySchema } from './pagination.ts';

/** A new site: of an existing club (`clubId`), or a new club (`name`). */
export const newSiteRequestSchema = v.union(
  [v.object({ clubId: v.string(), ...newSiteSchema.entries }), newShopSchema],
  'give clubId (a site of an existing club) or name (a new club), with host, culture and currency',
);

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  listSites: { method: 'GET', path: '/sites', area: 'any-member', query: pageQuerySchema },
  createSite: {
    method: 'POST',
    path: '/sites',
    area: 'sites',
    allSites: 'Only staff of all sites create sites',
    body: newSiteRequestSchema,
  },
  getSiteSettings: { method: 'GET', path: '/sites/:storeId/settings', area: 'settings', site: 'path' },
  changeSiteSettings: {
    method: 'PATCH',
    path: '/sites/:storeId/settings',
    area: 'settings',
    site: 'path',
    body: settingsChangeSchema,
    ifMatch: true,
  },
});

/** The routes of sites and settings. */
export function siteRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, route } = adminModule(deps);

  route(declared.listSites, (c, { member }) =>
    listAnswer(c, pageQuerySchema, (query) => listSites(db, member, query)),
  );

  route(declared.createSite, async (c, { actor }) => {
    const input = await readJsonBody(c, newSiteRequestSchema);
    const site = await createSite(db, actor, clock.now(), input);
    deps.caches.invalidate({ storeIds: [site.storeId] });
    return c.json(site, 201);
  });

  route(declared.getSiteSettings, (c, { site }) => withEtag(c, site.settings));

  route(declared.changeSiteSettings, async (c, { actor, site }) => {
    const ifMatch = requireIfMatch(c);
    const change = await readJsonBody(c, settingsChangeSchema);
    const updated = await changeSiteSettings(db, actor, clock.now(), site.storeId, change, ifMatch);
    // This instance at once; the others through the change feed (the sites trigger).
    deps.caches.invalidateContent({ storeIds: [site.storeId] });
    return withEtag(c, updated);
  });

  return app;
}
