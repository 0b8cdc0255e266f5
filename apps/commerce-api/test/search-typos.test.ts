/**
 * Search with typo tolerance (docs/decisions/0071-search-typo-tolerance.md) on the seeded shops,
 * in each culture: a word a few edits off finds what it meant, with the corrected term in the
 * answer; words found as typed answer as before; a short word finds nothing wild, and a term that
 * finds nothing gets close terms that do.
 */
import { searchRequestToParams, searchResponseSchema } from '@clubshop/api-sdk/contract';
import { createTestApi } from '@clubshop/commerce-api/testing';
import { describe, expect, it } from 'vitest';
import { openForFile } from '../src/testing/open-for-file.ts';
import { expectContract } from './contract.ts';

const api = openForFile(() => createTestApi());

async function search(storeId: string, term: string, pageSize = 100) {
  const query = searchRequestToParams({ Term: term, PageSize: pageSize });
  const response = await api.fetch(`/api/products/search?${query}`, { headers: { StoreId: storeId } });
  expect(response.status).toBe(200);
  return expectContract(searchResponseSchema, await response.json());
}

describe('search with typos', () => {
  it('"shrit" finds the shirts of an English shop and says it searched for "shirt"', async () => {
    const typed = await search('northbridge-gb', 'shrit');
    const meant = await search('northbridge-gb', 'shirt');
    expect(meant.paging.totalItems).toBeGreaterThan(0);
    expect(typed.correctedTerm).toBe('shirt');
    expect(typed.products.map((product) => product.url)).toEqual(
      meant.products.map((product) => product.url),
    );
    expect(typed.paging.totalItems).toBe(meant.paging.totalItems);
    expect(meant.correctedTerm).toBeUndefined();
  });

  it('"trikto" finds the Trikots of a German shop (two letters swapped at the start of a word)', async () => {
    const typed = await search('northbridge-de', 'trikto');
    expect(typed.paging.totalItems).toBeGreaterThan(0);
    expect(typed.correctedTerm).toMatch(/^trikot/);
    expect(typed.products.every((product) => /trikot/i.test(product.name))).toBe(true);
  });

  it('"scraf" finds scarves, also as the last of two words', async () => {
    const typed = await search('northbridge-gb', 'scraf');
    expect(typed.correctedTerm).toBe('scarf');
    expect(typed.paging.totalItems).toBeGreaterThan(0);
    expect(typed.products.every((product) => /scarf/i.test(product.name))).toBe(true);
    const twoWords = await search('northbridge-gb', 'home shrit');
    expect(twoWords.correctedTerm).toBe('home shirt');
    expect(twoWords.paging.totalItems).toBe((await search('northbridge-gb', 'home shirt')).paging.totalItems);
  });

  it('a word found as typed answers with its own products only, not those of words an edit off', async () => {
    const exact = await search('northbridge-gb', 'shirt');
    expect(exact.products.length).toBeGreaterThan(0);
    // "short" is one edit from "shirt": with products found as typed, no shorts join them.
    expect(exact.products.some((product) => /shorts/i.test(product.name))).toBe(false);
    expect(exact.products.every((product) => /shirt/i.test(product.name))).toBe(true);
    // A known word under a category without it: nothing, rather than words an edit off there.
    const query = searchRequestToParams({ Term: 'scarf', CategoryId: 'northbridge-gb-c-men-shirts' });
    const response = await api.fetch(`/api/products/search?${query}`, {
      headers: { StoreId: 'northbridge-gb' },
    });
    const inShirts = expectContract(searchResponseSchema, await response.json());
    expect(inShirts.paging.totalItems).toBe(0);
    expect(inShirts.correctedTerm).toBeUndefined();
  });

  it('a short word allows no typo: "cpa" finds nothing, not even caps, and suggests "cap"', async () => {
    const short = await search('northbridge-gb', 'cpa');
    expect(short.paging.totalItems).toBe(0);
    expect(short.correctedTerm).toBeUndefined();
    expect(short.suggestions?.[0]).toBe('cap');
    for (const suggestion of short.suggestions ?? []) {
      expect((await search('northbridge-gb', suggestion)).paging.totalItems).toBeGreaterThan(0);
    }
    // Two letters: nothing close enough to suggest.
    expect((await search('northbridge-gb', 'qz')).suggestions).toBeUndefined();
  });

  it('a Danish shop corrects its own words too', async () => {
    const meant = await search('riverside-dk', 'halstørklæde');
    expect(meant.paging.totalItems).toBeGreaterThan(0);
    const typed = await search('riverside-dk', 'halstøklræde');
    expect(typed.correctedTerm).toBe('halstørklæde');
    expect(typed.paging.totalItems).toBe(meant.paging.totalItems);
  });
});
