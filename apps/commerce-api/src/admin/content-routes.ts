import { Hono } from 'hono';
import type { AppDeps } from '../app-env.ts';
import {
  changePage,
  createPage,
  deletePage,
  dictionaryOf,
  listPages,
  pageOf,
  putDictionaryEntry,
} from '../content/admin-pages.ts';
import {
  DICTIONARY_ALIAS,
  dictionaryEntrySchema,
  newPageSchema,
  pageChangeSchema,
} from '../content/page-schemas.ts';
import { readJsonBody, readQuery } from '../http/parse.ts';
import { ApiError } from '../shared/api-error.ts';
import type { AdminEnv } from './admin-auth.ts';
import { readAdminBody } from './admin-body.ts';
import { adminRouter, declareAdminRoutes } from './admin-route.ts';
import { etagOf, requireIfMatch } from './etag.ts';
import { pageQuerySchema } from './pagination.ts';
import { actorOf } from './staff-routes.ts';

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

  route(declared.listPages, async (c, { site }) => {
    const query = await readQuery(c, pageQuerySchema);
    const { items, total } = await listPages(db, site.storeId, query);
    return c.json({ items, page: query.page, pageSize: query.pageSize, total });
  });

  route(declared.getPage, async (c, { site }) => {
    const page = await pageOf(db, site.storeId, c.req.param('id'));
    c.header('ETag', etagOf(page));
    return c.json(page);
  });

  route(declared.createPage, async (c, { member, site }) => {
    const input = await readAdminBody(c, newPageSchema);
    const created = await createPage(db, actorOf(member), clock.now(), site, input);
    deps.caches.invalidateContent({ storeIds: [site.storeId] });
    c.header('ETag', etagOf(created));
    return c.json(created, 201);
  });

  route(declared.changePage, async (c, { member, site }) => {
    const ifMatch = requireIfMatch(c);
    const change = await readAdminBody(c, pageChangeSchema);
    const updated = await changePage(
      db,
      actorOf(member),
      clock.now(),
      site,
      c.req.param('id'),
      change,
      ifMatch,
    );
    deps.caches.invalidateContent({ storeIds: [site.storeId] });
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  route(declared.deletePage, async (c, { member, site }) => {
    await deletePage(db, actorOf(member), clock.now(), site.storeId, c.req.param('id'));
    deps.caches.invalidateContent({ storeIds: [site.storeId] });
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
    return c.json(await dictionaryOf(db, culture));
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
    const after = await putDictionaryEntry(db, actorOf(member), clock.now(), culture, alias, value);
    deps.caches.invalidateContent();
    return c.json(after);
  });

  return app;
}
