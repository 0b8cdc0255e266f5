import type { ClubShopClient } from '@clubshop/api-sdk';
import { searchQueryOptions } from '@clubshop/api-sdk/query';
import { listingStateFromParams, type SearchScope, searchRequestOf } from './listing-state.ts';

/**
 * The query of a listing (key and fetch) for a scope and the URL's query string: what
 * {@link useListing} runs. Exported so whoever knows the category early (the route resolver,
 * once `/api/content` answers) can prefetch the first page while the category chunk loads:
 * `queryClient.prefetchQuery(listingQuery(client, { categoryId }, location.search))`.
 */
export function listingQuery(client: ClubShopClient, scope: SearchScope, search: string) {
  return searchQueryOptions(
    client,
    searchRequestOf(listingStateFromParams(new URLSearchParams(search)), scope),
  );
}
