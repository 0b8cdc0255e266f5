import { lazyPage } from '../app/lazy-page.ts';
import { paths, SEARCH_TERM_PARAM } from '../routing/paths.ts';
import { pageRoute } from './route.ts';
import { routeModule } from './route-modules.ts';

/** The search page (`?q=term`): the server renders the first page of results. */
export default pageRoute({
  path: paths.search,
  page: lazyPage(...routeModule('pages/search/SearchPage.tsx')),
  // Server-only: no link prefetch fetches it, so the browser's build leaves it out.
  ...(import.meta.env.SSR && {
    data: async ({ client, url }) => {
      const term = url.searchParams.get(SEARCH_TERM_PARAM)?.trim() ?? '';
      if (!term) return [];
      // Imported on demand: the storefront's modules count as having side effects, so a static
      // import would put the listing's code into the browser's shell even where unused.
      const { listingQuery } = await import('../catalogue/listing-query.ts');
      return [{ query: listingQuery(client, { term }, url.search), shared: true, required: true }];
    },
  }),
});
