import type { SearchResponse } from '@clubshop/api-sdk';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useStorefrontClient } from '../app/client-context.ts';
import { listingQuery } from './listing-query.ts';
import {
  type ListingState,
  listingStateFromParams,
  listingStateToParams,
  type SearchScope,
} from './listing-state.ts';

/** What {@link useListing} returns. */
export interface Listing {
  state: ListingState;
  result: UseQueryResult<SearchResponse>;
  /** Moves to another state: a new URL (a history entry), so Back undoes it. */
  change: (next: ListingState) => void;
  /** The URL of another page of the same listing. */
  hrefForPage: (page: number) => string;
  /** The address of another state of this listing (filters, sort, page), the search's `q` kept. */
  urlOf: (next: ListingState) => string;
  /** The listing's path (without its query). */
  location: string;
  /** The listing's query as it is in the address. */
  params: URLSearchParams;
}

/**
 * A product listing whose filters, sort and page live in the URL: reading the URL gives the
 * search, changing a filter writes the URL. While the next result loads the previous one stays
 * (no flash of an empty list).
 */
export function useListing(scope: SearchScope): Listing {
  const client = useStorefrontClient();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const state = useMemo(() => listingStateFromParams(params), [params]);
  // The same key and fetch a prefetch by the route resolver uses (listing-query.ts).
  const query = useMemo(() => listingQuery(client, scope, search), [client, scope, search]);
  const result = useQuery({ ...query, placeholderData: keepPreviousData });
  const urlOf = useCallback(
    (next: ListingState) => {
      const query = listingStateToParams(next, params).toString();
      return query ? `${location}?${query}` : location;
    },
    [location, params],
  );
  const change = useCallback((next: ListingState) => navigate(urlOf(next)), [navigate, urlOf]);
  const hrefForPage = useCallback((page: number) => urlOf({ ...state, page }), [state, urlOf]);
  return { state, result, change, hrefForPage, urlOf, location, params };
}
