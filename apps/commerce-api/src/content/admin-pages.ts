/**
 * Content pages and the shared dictionary as the admin API manages them: a site's pages (a path
 * is the site's once; a redirect stays on the site), a culture's dictionary with what is still
 * to translate, and one entry. Every write is audited. Throws `ApiError`; no request.
 */
import { randomUUID } from 'node:crypto';
import { adminMessageKeys } from '@clubshop/validation';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { type Db, queryRows } from '../db/database.ts';
import { dictionaryItems, pages } from '../db/tables/content.ts';
import { DICTIONARY_FALLBACK_CULTURE, untranslatedKeys } from '../messages/dictionary-fallback.ts';
import { ApiError, notFound } from '../shared/api-error.ts';
import { checkIfMatch } from '../shared/etag.ts';
import { offsetOf } from '../shared/pagination.ts';
import { type Actor, auditedWrite } from '../staff/audit.ts';
import { foreignRedirectReason, type newPageSchema, type pageChangeSchema } from './page-schemas.ts';

/** Refuses (400, naming the field) a `redirect` that leaves the site at `hostName`. */
function refuseForeignRedirect(redirect: string | null | undefined, hostName: string): void {
  const reason = foreignRedirectReason(redirect, hostName);
  if (reason)
    throw new ApiError(400, [{ message: reason, field: 'redirect', code: adminMessageKeys.redirect }]);
}

/** A page as stored (`status` follows `redirect`). */
type PageRow = typeof pages.$inferSelect;

async function pageOr404(tx: Db, storeId: string, id: string): Promise<PageRow> {
  const [page] = await tx
    .select()
    .from(pages)
    .where(and(eq(pages.storeId, storeId), eq(pages.id, id)));
  if (!page) throw notFound({ message: `No page ${id}`, code: 'Admin.Error.NotFound' });
  return page;
}

const pathTaken = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** The site a page route works on. */
interface PageSite {
  storeId: string;
  hostName: string;
}

/** A page of the site's content pages, by path. */
export async function listPages(db: Db, storeId: string, query: { page: number; pageSize: number }) {
  const [total] = await db.select({ n: count() }).from(pages).where(eq(pages.storeId, storeId));
  const items = await db
    .select()
    .from(pages)
    .where(eq(pages.storeId, storeId))
    .orderBy(asc(pages.path))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { items, total: total?.n ?? 0 };
}

/** The page `id` of the site (404 when none). */
export function pageOf(db: Db, storeId: string, id: string): Promise<PageRow> {
  return pageOr404(db, storeId, id);
}

/** Adds a page (409 when the site has one at its path); audited. */
export async function createPage(
  db: Db,
  actor: Actor,
  now: Date,
  site: PageSite,
  input: v.InferOutput<typeof newPageSchema>,
) {
  refuseForeignRedirect(input.redirect, site.hostName);
  try {
    const created = await auditedWrite(db, actor, now, async (tx) => {
      const id = `${site.storeId}-page-${randomUUID()}`;
      await tx.insert(pages).values({
        id,
        storeId: site.storeId,
        ...input,
        status: input.redirect ? 301 : 200,
        canonicalUrl: input.path,
      });
      const page = await pageOr404(tx, site.storeId, id);
      return {
        result: page,
        audit: [{ action: 'create', entity: 'page', entityId: id, storeId: site.storeId, after: page }],
      };
    });
    return created;
  } catch (error) {
    if (pathTaken(error))
      throw new ApiError(409, [
        {
          message: `The site has a page at ${input.path} already`,
          field: 'path',
          code: 'Admin.Error.Exists',
        },
      ]);
    throw error;
  }
}

/** Changes the page `id` from the read `ifMatch` names (412 when stale); audited. */
export async function changePage(
  db: Db,
  actor: Actor,
  now: Date,
  site: PageSite,
  id: string,
  change: v.InferOutput<typeof pageChangeSchema>,
  ifMatch: string,
) {
  refuseForeignRedirect(change.redirect, site.hostName);
  return auditedWrite(db, actor, now, async (tx) => {
    await tx.select({ id: pages.id }).from(pages).where(eq(pages.id, id)).for('update');
    const before = await pageOr404(tx, site.storeId, id);
    checkIfMatch(ifMatch, before);
    const redirect = change.redirect === undefined ? before.redirect : change.redirect;
    await tx
      .update(pages)
      .set({ ...change, status: redirect ? 301 : 200 })
      .where(eq(pages.id, id));
    const after = await pageOr404(tx, site.storeId, id);
    return {
      result: after,
      audit: [{ action: 'update', entity: 'page', entityId: id, storeId: site.storeId, before, after }],
    };
  });
}

/** Deletes the page `id`; audited. */
export async function deletePage(db: Db, actor: Actor, now: Date, storeId: string, id: string) {
  await auditedWrite(db, actor, now, async (tx) => {
    const before = await pageOr404(tx, storeId, id);
    await tx.delete(pages).where(eq(pages.id, id));
    return {
      result: undefined,
      audit: [{ action: 'delete', entity: 'page', entityId: id, storeId: storeId, before }],
    };
  });
}

/** A culture's dictionary: its entries, the keys other cultures have and it lacks, what is untranslated. */
export async function dictionaryOf(db: Db, culture: string) {
  const items = await db
    .select({ alias: dictionaryItems.alias, value: dictionaryItems.value })
    .from(dictionaryItems)
    .where(eq(dictionaryItems.culture, culture))
    .orderBy(asc(dictionaryItems.alias));
  // Keys some other culture has and this one lacks: what a translator still has to do.
  const missing = await queryRows<{ alias: string }>(
    db,
    sql`select distinct alias from dictionary_items where alias not in (select alias from dictionary_items where culture = ${culture}) order by alias`,
  );
  // What the storefront shows in English until someone translates it (issue 44).
  const untranslated = await untranslatedKeys(db, culture);
  return {
    culture,
    items,
    missing: missing.map((row) => row.alias),
    fallbackCulture: DICTIONARY_FALLBACK_CULTURE,
    untranslated,
  };
}

/** Sets one entry of the shared dictionary; audited. */
export async function putDictionaryEntry(
  db: Db,
  actor: Actor,
  now: Date,
  culture: string,
  alias: string,
  value: string,
) {
  return auditedWrite(db, actor, now, async (tx) => {
    const [before] = await tx
      .select()
      .from(dictionaryItems)
      .where(and(eq(dictionaryItems.culture, culture), eq(dictionaryItems.alias, alias)));
    await tx
      .insert(dictionaryItems)
      .values({ culture, alias, value })
      .onConflictDoUpdate({ target: [dictionaryItems.culture, dictionaryItems.alias], set: { value } });
    const row = { culture, alias, value };
    return {
      result: row,
      audit: [
        {
          action: before ? 'update' : 'create',
          entity: 'dictionary',
          entityId: `${culture}:${alias}`,
          before: before ?? null,
          after: row,
        },
      ],
    };
  });
}
