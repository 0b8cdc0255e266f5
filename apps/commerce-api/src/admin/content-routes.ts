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
import { readJsonBody } from '../http/parse.ts';
import { ApiError } from '../shared/api-error.ts';
import { listAnswer, withEtag } from './admin-answers.ts';
import { readAdminBody, readAdminEdit } from './admin-body.ts';
import { adminModule, declareAdminRoutes } from './admin-route.ts';
import { pageQuerySchema } from './pagination.ts';

/** Who may call the page routes: the content roles, of the path's site. */
const content = { area: 'content', site: 'path' } as const;

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  listPages: { method: 'GET', path: '/sites/:storeId/pages', ...content, query: pageQuerySchema },
  getPage: { method: 'GET', path: '/sites/:storeId/pages/:id', ...content },
  createPage: { method: 'POST', path: '/sites/:storeId/pages', ...content, body: newPageSchema },
  changePage: {
    method: 'PATCH',
    path: '/sites/:storeId/pages/:id',
    ...content,
    body: pageChangeSchema,
    ifMatch: true,
  },
  deletePage: { method: 'DELETE', path: '/sites/:storeId/pages/:id', ...content },
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
  const { app, route } = adminModule(deps);
  /** Drops this instance's cached answers of the site's content (the others hear the change feed). */
  const contentChanged = (storeId: string) => deps.caches.invalidateContent({ storeIds: [storeId] });

  route(declared.listPages, (c, { site }) =>
    listAnswer(c, pageQuerySchema, (query) => listPages(db, site.storeId, query)),
  );

  route(declared.getPage, async (c, { site }) =>
    withEtag(c, await pageOf(db, site.storeId, c.req.param('id'))),
  );

  route(declared.createPage, async (c, { actor, site }) => {
    const input = await readAdminBody(c, newPageSchema);
    const created = await createPage(db, actor, clock.now(), site, input);
    contentChanged(site.storeId);
    return withEtag(c, created, 201);
  });

  route(declared.changePage, async (c, { actor, site }) => {
    const { ifMatch, change } = await readAdminEdit(c, pageChangeSchema);
    const id = c.req.param('id');
    const updated = await changePage(db, actor, clock.now(), site, id, change, ifMatch);
    contentChanged(site.storeId);
    return withEtag(c, updated);
  });

  route(declared.deletePage, async (c, { actor, site }) => {
    await deletePage(db, actor, clock.now(), site.storeId, c.req.param('id'));
    contentChanged(site.storeId);
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

  route(declared.putDictionaryEntry, async (c, { actor }) => {
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
    const after = await putDictionaryEntry(db, actor, clock.now(), culture, alias, value);
    deps.caches.invalidateContent();
    return c.json(after);
  });

  return app;
}
