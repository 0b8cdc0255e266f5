import { searchQueryOptions } from '@clubshop/api-sdk/query';
import { loadDictionary } from '@clubshop/i18n';
import { queryOptions } from '@tanstack/react-query';
import { client, setSite } from './shop-client.ts';

/** The club's settings for a page address, and the dictionary of its culture. */
export function siteQuery(pageUrl: string) {
  return queryOptions({
    queryKey: ['site', pageUrl],
    queryFn: async () => {
      const { views } = await client.settings.get(pageUrl);
      setSite(views.clubSettings);
      // Translations of the site's culture; a failure is logged and gives {} (keys show).
      const dictionary = await loadDictionary(() => client.dictionary.get());
      return { settings: views.clubSettings, dictionary };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The products a search term finds (the SDK's query options: one cache key per search). */
export function productsQuery(term: string) {
  return searchQueryOptions(client, { Term: term, PageSize: 8 });
}
