import { lazyPage } from '../app/lazy-page.ts';
import { routeModule } from '../route-modules.ts';
import { paths, SEARCH_TERM_PARAM } from '../routing/paths.ts';
import { pageRoute } from './route.ts';

/** The search page (`?q=term`): the server renders the first page of results. */
export default pageRoute({
  path: paths.search,
  page: lazyPage(...routeModule('pages/search/SearchPage.tsx')),
  data: async ({ client, url }) => {
    const term = url.searchParams.get(SEARCH_TERM_PARAM)?.trim() ?? '';
    if (!term) return [];
    // On demand: the listing's code comes with the search page's, not with the shell.
    const { listingQuery } = await import('../catalogue/listing-query.ts');
    return [{ query: listingQuery(client, { term }, url.search), shared: true, required: true }];
  },
});
