/**
 * Admin routes of content pages (title, rich text sanitised on write, SEO fields, template, 301
 * redirects) per site, and of the dictionary per culture with the keys a culture is missing.
 */
import { randomUUID } from 'node:crypto';
import { adminMessageKeys } from '@clubshop/validation';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../app-env.ts';
import {
  DICTIONARY_ALIAS,
  dictionaryEntrySchema,
  foreignRedirectReason,
  newPageSchema,
  pageChangeSchema,
} from '../content/page-schemas.ts';
import { dictionaryItems, pages } from '../content/tables.ts';
import { queryRows } from '../db/database.ts';
import { readJsonBody, readQuery } from '../http/parse.ts';
import { DICTIONARY_FALLBACK_CULTURE, untranslatedKeys } from '../messages/dictionary-fallback.ts';
import { ApiError, notFound } from '../shared/api-error.ts';
import { auditedWrite } from '../staff/audit.ts';
import type { AdminEnv } from './admin-auth.ts';
import { readAdminBody } from './admin-body.ts';
import { adminRouter, declareAdminRoutes } from './admin-route.ts';
import { checkIfMatch, etagOf, requireIfMatch } from './etag.ts';
import { offsetOf, pageQuerySchema } from './pagination.ts';
import { actorOf } from './staff-routes.ts';

/** Refuses (400, naming the field) a `redirect` that leaves the site at `hostName`. */
function refuseForeignRedirect(redirect: string | null | undefined, hostName: string): void {
  const reason = foreignRedirectReason(redirect, hostName);
  if (reason)
    throw new ApiError(400, [{ message: reason, field: 'redirect', code: adminMessageKeys.redirect }]);
}

/** A page as stored (`status` follows `redirect`). */
type PageRow = typeof pages.$inferSelect;

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  listPages: {
    method: 'GET',
    path: '/sites/:storeId/pages',
    area: 'content',
    site: 'path',
    query: pageQuerySchema,
  },
  getPage: { method: 'GET', path: '/sites/:storeId/pages/:id', area: 'content', site: 'path' },
  createPage: {
    method: 'POST',
    path: '/sites/:storeId/pages',
    area: 'content',
    site: 'path',
    body: newPageSchema,
  },
  changePage: {
    method: 'PATCH',
    path: '/sites/:storeId/pages/:id',
    area: 'content',
    site: 'path',
    body: pageChangeSchema,
    ifMatch: true,
  },
  deletePage: { method: 'DELETE', path: '/sites/:storeId/pages/:id', area: 'content', site: 'path' },
  getDictionary: { method: 'GET', path: '/dictionary/:culture', area: 'dictionary' },
  putDictionaryEntry: {
    method: 'PUT',
    path: '/dictionary/:culture/:alias',
    area: 'dictionary',
    allSites: 'Only staff of all sites change the dictionary (every club shares it)',
    body: dictionaryEntrySchema,
  },
});

/** The routes of pages and the dictionary. */
export function contentAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AdminEnv>();
  const route = adminRouter(app, deps);

  const pageOr404 = async (tx: typeof db, storeId: string, id: string): Promise<PageRow> => {
    const [page] = await tx
      .select()
      .from(pages)
      .where(and(eq(pages.storeId, storeId), eq(pages.id, id)));
    if (!page) throw notFound({ message: `No page ${id}`, code: 'Admin.Error.NotFound' });
    return page;
  };
  const pathTaken = (error: unknown) =>
    (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
    (error as { cause?: { code?: string } }).cause?.code === '23505';

  route(declared.listPages, async (c, { site }) => {
    const query = await readQuery(c, pageQuerySchema);
    const [total] = await db.select({ n: count() }).from(pages).where(eq(pages.storeId, site.storeId));
    const items = await db
      .select()
      .from(pages)
      .where(eq(pages.storeId, site.storeId))
      .orderBy(asc(pages.path))
      .limit(query.pageSize)
      .offset(offsetOf(query));
    return c.json({ items, page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 });
  });

  route(declared.getPage, async (c, { site }) => {
    const page = await pageOr404(db, site.storeId, c.req.param('id'));
    c.header('ETag', etagOf(page));
    return c.json(page);
  });

  route(declared.createPage, async (c, { member, site }) => {
    const input = await readAdminBody(c, newPageSchema);
    refuseForeignRedirect(input.redirect, site.hostName);
    try {
      const created = await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
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
      deps.caches.invalidateContent();
      c.header('ETag', etagOf(created));
      return c.json(created, 201);
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
  });

  route(declared.changePage, async (c, { member, site }) => {
    const ifMatch = requireIfMatch(c);
    const change = await readAdminBody(c, pageChangeSchema);
    refuseForeignRedirect(change.redirect, site.hostName);
    const id = c.req.param('id');
    const updated = await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
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
    deps.caches.invalidateContent();
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  route(declared.deletePage, async (c, { member, site }) => {
    const id = c.req.param('id');
    await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
      const before = await pageOr404(tx, site.storeId, id);
      await tx.delete(pages).where(eq(pages.id, id));
      return {
        result: undefined,
        audit: [{ action: 'delete', entity: 'page', entityId: id, storeId: site.storeId, before }],
      };
    });
    deps.caches.invalidateContent();
    return c.body(null, 204);
  });

  const cultureOf = (value: string) => {
    if (!/^[a-z]{2}$/.test(value))
      throw new ApiError(400, [
        {
          message: 'culture must be a two-letter code such as da',
          field: 'culture',
          code: 'Admin.Error.Invalid',
        },
      ]);
    return value;
  };

  route(declared.getDictionary, async (c) => {
    const culture = cultureOf(c.req.param('culture'));
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
    return c.json({
      culture,
      items,
      missing: missing.map((row) => row.alias),
      fallbackCulture: DICTIONARY_FALLBACK_CULTURE,
      untranslated,
    });
  });

  route(declared.putDictionaryEntry, async (c, { member }) => {
    const culture = cultureOf(c.req.param('culture'));
    const alias = c.req.param('alias');
    if (!DICTIONARY_ALIAS.test(alias))
      throw new ApiError(400, [
        {
          message: 'alias is 1 to 200 letters, digits, dots, dashes and underscores',
          field: 'alias',
          code: 'Admin.Error.Invalid',
        },
      ]);
    const { value } = await readJsonBody(c, dictionaryEntrySchema);
    const after = await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
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
    deps.caches.invalidateContent();
    return c.json(after);
  });

  return app;
}
