import { asc, count, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { settingsChangeSchema } from '../content/settings-change.ts';
import { clubs, sites } from '../content/tables.ts';
import type { Db } from '../db/database.ts';
import { readJsonBody, readQuery } from '../http/parse.ts';
import { ApiError } from '../shared/api-error.ts';
import { addSite, createShop, newShopSchema, newSiteSchema, ShopConflictError } from '../sites/shop-init.ts';
import { auditedWrite } from '../staff/audit.ts';
import type { AdminEnv } from './admin-auth.ts';
import { adminRouter, declareAdminRoutes } from './admin-route.ts';
import { checkIfMatch, etagOf, requireIfMatch } from './etag.ts';
import { offsetOf, pageQuerySchema } from './pagination.ts';
import { actorOf } from './staff-routes.ts';

/** A new site: of an existing club (`clubId`), or a new club (`name`). */
export const newSiteRequestSchema = v.union(
  [v.object({ clubId: v.string(), ...newSiteSchema.entries }), newShopSchema],
  'give clubId (a site of an existing club) or name (a new club), with host, culture and currency',
);

/** A site as the admin API lists it. */
function siteView(site: typeof sites.$inferSelect) {
  const { settings: _settings, ...rest } = site;
  return rest;
}

async function settingsOf(db: Db, storeId: string) {
  const [row] = await db
    .select({ settings: sites.settings })
    .from(sites)
    .where(eq(sites.storeId, storeId))
    .for('update');
  return row?.settings ?? {};
}

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
  const app = new Hono<AdminEnv>();
  const route = adminRouter(app, deps);

  route(declared.listSites, async (c) => {
    const member = c.get('staff');
    const query = await readQuery(c, pageQuerySchema);
    const scope = member.allSites
      ? undefined
      : inArray(sites.storeId, member.storeIds.length > 0 ? [...member.storeIds] : ['']);
    const [total] = await db.select({ n: count() }).from(sites).where(scope);
    const rows = await db
      .select()
      .from(sites)
      .where(scope)
      .orderBy(asc(sites.sortOrder), asc(sites.storeId))
      .limit(query.pageSize)
      .offset(offsetOf(query));
    return c.json({
      items: rows.map(siteView),
      page: query.page,
      pageSize: query.pageSize,
      total: total?.n ?? 0,
    });
  });

  route(declared.createSite, async (c, { member }) => {
    const input = await readJsonBody(c, newSiteRequestSchema);
    const now = clock.now();
    try {
      const storeId = await auditedWrite(db, actorOf(member), now, async (tx) => {
        if ('clubId' in input) {
          const [club] = await tx.select().from(clubs).where(eq(clubs.id, input.clubId));
          if (!club)
            throw new ApiError(400, [
              { message: `No club ${input.clubId}`, field: 'clubId', code: 'Admin.Error.NotFound' },
            ]);
          return {
            result: await addSite(tx, actorOf(member), now, { id: club.id, name: club.siteName }, input),
            audit: [],
          };
        }
        return { result: (await createShop(tx, actorOf(member), now, input)).storeId, audit: [] };
      });
      deps.caches.invalidate();
      const [site] = await db.select().from(sites).where(eq(sites.storeId, storeId));
      return c.json(site ? siteView(site) : { storeId }, 201);
    } catch (error) {
      if (error instanceof ShopConflictError)
        throw new ApiError(409, [{ message: error.message, code: 'Admin.Error.Exists' }]);
      throw error;
    }
  });

  route(declared.getSiteSettings, async (c, { site }) => {
    c.header('ETag', etagOf(site.settings));
    return c.json(site.settings);
  });

  route(declared.changeSiteSettings, async (c, { member, site }) => {
    const ifMatch = requireIfMatch(c);
    const change = await readJsonBody(c, settingsChangeSchema);
    const updated = await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
      const before = await settingsOf(tx, site.storeId);
      checkIfMatch(ifMatch, before);
      const after = { ...before, ...change };
      await tx.update(sites).set({ settings: after }).where(eq(sites.storeId, site.storeId));
      return {
        result: after,
        audit: [
          {
            action: 'update',
            entity: 'settings',
            entityId: site.storeId,
            storeId: site.storeId,
            before,
            after,
          },
        ],
      };
    });
    // This instance at once; the others through the change feed (the sites trigger).
    deps.caches.invalidateContent();
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  return app;
}
