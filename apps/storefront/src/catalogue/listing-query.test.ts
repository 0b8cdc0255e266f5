import type { ClubShopClient, SearchRequest } from '@clubshop/api-sdk';
import { expect, test } from 'vitest';
import { listingQuery } from './listing-query.ts';
import { type ListingState, listingStateToParams } from './listing-state.ts';

test('a prefetch from the URL and the listing on the page share one query key', () => {
  const client = {} as ClubShopClient;
  const state: ListingState = {
    multiple: { color: ['Navy'] },
    range: { price: { min: 30, max: 80 } },
    bit: { inStock: true },
    sort: 'price',
    page: 2,
  };
  const search = `?${listingStateToParams(state)}`;
  const prefetch = listingQuery(client, { categoryId: 'men-shirts' }, search);
  const rendered = listingQuery(client, { categoryId: 'men-shirts' }, search.slice(1));
  expect(prefetch.queryKey).toEqual(rendered.queryKey);
  const request = prefetch.queryKey.at(-1) as SearchRequest;
  expect(request).toMatchObject({ CategoryId: 'men-shirts', Page: 2 });
  expect(listingQuery(client, { categoryId: 'men-shirts' }, '').queryKey).not.toEqual(prefetch.queryKey);
});
