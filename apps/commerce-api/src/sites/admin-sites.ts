/**
 * Sites and their settings as the admin API manages them: the sites a member works on, a new
 * site (of an existing club or a new club, `shop-init.ts`), and a settings change from the read
 * its ETag names. Every write is audited. Throws `ApiError`; no request.
 */
import { asc, count, eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import type { settingsChangeSchema } from '../content/settings-change.ts';
import type { Db } from '../db/database.ts';
import { clubs, sites } from '../db/tables/content.ts';
import { ApiError } from '../shared/api-error.ts';
import { checkIfMatch } from '../shared/etag.ts';
import { offsetOf } from '../shared/pagination.ts';
import { type Actor, auditedWrite } from '../staff/audit.ts';
import {
  addSite,
  createShop,
  type newShopSchema,
  type newSiteSchema,
  ShopConflictError,
} from './shop-init.ts';
import type { SiteScope } from './site-rows.ts';

type SiteRow = typeof sites.$inferSelect;

/** A site as the admin API lists it (without its settings). */
function siteView(site: SiteRow) {
  const { settings: _settings, ...rest } = site;
  return rest;
}

/** A page of the sites `member` works on, in the sites' order. */
export async function listSites(db: Db, member: SiteScope, query: { page: number; pageSize: number }) {
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
  return { items: rows.map(siteView), total: total?.n ?? 0 };
}

/** A new site: of an existing club (`clubId`), or a new club (`name`). */
export type NewSiteRequest =
  | ({ clubId: string } & v.InferOutput<typeof newSiteSchema>)
  | v.InferOutput<typeof newShopSchema>;

/** Adds a site (400 for an unknown club, 409 for a taken host or storeId); audited. */
export async function createSite(db: Db, actor: Actor, now: Date, input: NewSiteRequest) {
  try {
    const storeId = await auditedWrite(db, actor, now, async (tx) => {
      if ('clubId' in input) {
        const [club] = await tx.select().from(clubs).where(eq(clubs.id, input.clubId));
        if (!club)
          throw new ApiError(400, [
            { message: `No club ${input.clubId}`, field: 'clubId', code: 'Admin.Error.NotFound' },
          ]);
        return {
          result: await addSite(tx, actor, now, { id: club.id, name: club.siteName }, input),
          audit: [],
        };
      }
      return { result: (await createShop(tx, actor, now, input)).storeId, audit: [] };
    });
    const [site] = await db.select().from(sites).where(eq(sites.storeId, storeId));
    return site ? siteView(site) : { storeId };
  } catch (error) {
    if (error instanceof ShopConflictError)
      throw new ApiError(409, [{ message: error.message, code: 'Admin.Error.Exists' }]);
    throw error;
  }
}

/** Changes a site's settings (the fields given) from the read `ifMatch` names; audited. */
export async function changeSiteSettings(
  db: Db,
  actor: Actor,
  now: Date,
  storeId: string,
  change: v.InferOutput<typeof settingsChangeSchema>,
  ifMatch: string,
) {
  return auditedWrite(db, actor, now, async (tx) => {
    const [row] = await tx
      .select({ settings: sites.settings })
      .from(sites)
      .where(eq(sites.storeId, storeId))
      .for('update');
    const before = row?.settings ?? {};
    checkIfMatch(ifMatch, before);
    const after = { ...before, ...change };
    await tx.update(sites).set({ settings: after }).where(eq(sites.storeId, storeId));
    return {
      result: after,
      audit: [{ action: 'update', entity: 'settings', entityId: storeId, storeId, before, after }],
    };
  });
}
