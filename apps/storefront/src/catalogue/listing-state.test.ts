import { describe, expect, test } from 'vitest';
import {
  emptyListingState,
  type ListingState,
  listingStateFromParams,
  listingStateToParams,
  searchRequestOf,
} from './listing-state.ts';

const filtered: ListingState = {
  multiple: { color: ['Red', 'Navy blue'], size: ['M'] },
  range: { price: { min: 10.5, max: 60 } },
  bit: { onSale: true },
  sort: 'price',
  direction: 'asc',
  page: 3,
};

describe('listing state <-> URL', () => {
  test('a filtered, sorted, paged state survives the round trip through the URL', () => {
    const params = listingStateToParams(filtered);
    const url = `/men/shirts/?${params}`;
    const reloaded = listingStateFromParams(new URL(url, 'http://localhost').searchParams);
    expect(reloaded).toEqual({ ...filtered, multiple: { color: ['Navy blue', 'Red'], size: ['M'] } });
    // ... and gives the same URL again: one state, one address.
    expect(listingStateToParams(reloaded).toString()).toBe(params.toString());
  });

  test('an unknown sort (an old or hand-made link) is ignored, with its direction', () => {
    const state = listingStateFromParams(new URLSearchParams('sort=bogus&dir=desc&page=2'));
    expect(state).toEqual({ ...emptyListingState(), page: 2 });
    expect(searchRequestOf(state, { categoryId: 'c' }).Filters).toBeUndefined();
    expect(listingStateFromParams(new URLSearchParams('sort=price&dir=desc'))).toMatchObject({
      sort: 'price',
      direction: 'desc',
    });
  });

  test('reads what the native forms send (decision 0077): the sort select, the range inputs', () => {
    const state = listingStateFromParams(
      new URLSearchParams('q=shirt&sort=price:desc&f.color=Navy&r.price.min=10&r.price.max=40&b.onSale=1'),
    );
    expect(state).toEqual({
      multiple: { color: ['Navy'] },
      range: { price: { min: 10, max: 40 } },
      bit: { onSale: true },
      sort: 'price',
      direction: 'desc',
      page: 1,
    });
    // Written back as the one address of that state.
    expect(listingStateToParams(state).toString()).toBe(
      'f.color=Navy&r.price=10%7E40&b.onSale=1&sort=price&dir=desc',
    );
    // A range input left empty or broken is no filter; an unknown sort key with a direction neither.
    expect(listingStateFromParams(new URLSearchParams('r.price.min=&r.price.max=40')).range).toEqual({});
    expect(listingStateFromParams(new URLSearchParams('r.price.min=50&r.price.max=40')).range).toEqual({});
    expect(listingStateFromParams(new URLSearchParams('sort=bogus:desc'))).toEqual(emptyListingState());
  });

  test('the empty state is an empty query, page 1 is not written', () => {
    expect(listingStateToParams(emptyListingState()).toString()).toBe('');
    expect(listingStateFromParams(new URLSearchParams())).toEqual(emptyListingState());
  });

  test('keeps parameters that are not the listing’s, such as the search term', () => {
    const params = listingStateToParams(
      { ...emptyListingState(), page: 2 },
      new URLSearchParams('q=home+shirt&page=7&f.color=Red'),
    );
    expect(params.toString()).toBe('q=home+shirt&page=2');
  });

  test('values with commas, ampersands and non-Latin letters are kept exactly', () => {
    const state: ListingState = { ...emptyListingState(), multiple: { team: ['A, B & Ø'] } };
    expect(listingStateFromParams(listingStateToParams(state)).multiple).toEqual({ team: ['A, B & Ø'] });
  });

  test('ignores malformed values instead of failing', () => {
    const state = listingStateFromParams(
      new URLSearchParams('r.price=abc~5&r.weight=9~1&b.onSale=maybe&page=-2&dir=sideways&f.=x&f.color='),
    );
    expect(state).toEqual(emptyListingState());
  });
});

describe('the search request of a listing', () => {
  test('carries category, filters, sort option, direction and page (docs/product/requirements.md#catalog)', () => {
    expect(searchRequestOf(filtered, { categoryId: 'cat-1', pageSize: 12 })).toEqual({
      CategoryId: 'cat-1',
      Page: 3,
      PageSize: 12,
      Filters: {
        MultipleFilters: [
          { Key: 'color', Values: ['Red', 'Navy blue'] },
          { Key: 'size', Values: ['M'] },
        ],
        RangeFilters: [{ Key: 'price', Min: 10.5, Max: 60 }],
        BitFilters: [{ Key: 'onSale', Value: true }],
        SortOptions: 'price',
      },
      Sorting: 'asc',
    });
  });

  test('a plain search sends the term and no filters', () => {
    expect(searchRequestOf(emptyListingState(), { term: 'scarf' })).toEqual({
      Term: 'scarf',
      Page: 1,
      PageSize: 24,
    });
  });
});
