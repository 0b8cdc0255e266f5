/** Typo budgets, the bounded edit distance, and a listing answering words a few edits off, fewest edits first. */
import { describe, expect, it } from 'vitest';
import { queryListing } from './query.ts';
import { type ListingRowInput, StoreListing } from './store-listing.ts';
import { boundedEditDistance, typoBudget } from './typo-tolerance.ts';

describe('typo budget', () => {
  it('allows no edit below 5 letters, one for 5 to 8, two from 9', () => {
    expect(['cap', 'home', 'shirt', 'trikots', 'goalkeep', 'goalkeeper'].map(typoBudget)).toEqual([
      0, 0, 1, 1, 1, 2,
    ]);
    // Letters, not UTF-16 units.
    expect(typoBudget('trøje')).toBe(1);
  });
});

describe('bounded edit distance', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(boundedEditDistance('shrit', 'shirt', 1, false)).toBe(1);
    expect(boundedEditDistance('scraf', 'scarf', 1, false)).toBe(1);
    expect(boundedEditDistance('shirt', 'shirt', 1, false)).toBe(0);
  });

  it('answers max + 1 beyond the bound', () => {
    expect(boundedEditDistance('shirt', 'short', 0, false)).toBe(1);
    expect(boundedEditDistance('shrit', 'short', 1, false)).toBe(2);
    expect(boundedEditDistance('scarf', 'jacket', 2, false)).toBe(3);
    expect(boundedEditDistance('goalkeeper', 'goalkeepr', 2, false)).toBe(1);
  });

  it('with prefix, measures against the closest start of the candidate', () => {
    expect(boundedEditDistance('trikto', 'trikots', 1, false)).toBe(2);
    expect(boundedEditDistance('trikto', 'trikots', 1, true)).toBe(1);
    expect(boundedEditDistance('halsto', 'halstørklæde', 1, true)).toBe(1);
    expect(boundedEditDistance('scraf', 'scarlet', 1, true)).toBe(2);
  });
});

function row(index: number, lexemes: string[]): ListingRowInput {
  return {
    variantId: `v${index}`,
    productId: `p${index}`,
    categoryKey: index === 3 ? 'gifts' : 'kits',
    url: `/p/${index}/`,
    name: lexemes.join(' '),
    colorName: 'Navy',
    colorHex: '#000080',
    kind: 'shirt',
    image: null,
    sizes: ['m'],
    price: 1000,
    onSale: false,
    inStock: true,
    itemId: `i${index}`,
    availability: 'InStock',
    singleSize: null,
    nameRank: index,
    createdRank: index,
    words: lexemes.map((lexeme, at) => ({ lexeme, positions: [at + 1] })),
  };
}

// In shop order: two edits from "goalkeeper" first, one edit next, then the word as typed.
const listing = new StoreListing(
  [
    row(0, ['goalkeaprr', 'gloves']),
    row(1, ['goalkeepr', 'gloves']),
    row(2, ['scarf']),
    row(3, ['goalkeeper', 'kit']),
  ],
  [],
  [
    { id: 'root', key: '' },
    { id: 'kits', key: 'kits' },
    { id: 'gifts', key: 'gifts' },
  ],
);
const relevance = { sort: { by: 'relevance' as const }, offset: 0, limit: 10, typoTolerance: true };

describe('a listing queried with typo tolerance', () => {
  it('answers the words as typed when a row under the category holds them', () => {
    const result = queryListing(listing, { ...relevance, categoryKey: '', words: ['goalkeeper'] });
    expect(result.rows).toEqual([3]);
    expect(result.corrections).toBeUndefined();
  });

  it('else answers the words a few edits off, fewest edits first, with the word meant', () => {
    // Under "kits": "goalkeaprr" two edits off, "goalkeepr" one (row 3's "goalkeeper" is a gift).
    const result = queryListing(listing, { ...relevance, categoryKey: 'kits', words: ['goalkeepre'] });
    expect(result.rows).toEqual([1, 0]);
    expect(result.total).toBe(2);
    expect(result.corrections?.get('goalkeepre')).toBe('goalkeeper');
    // A word some lexeme starts is not matched a few edits off: none under "kits" start "goalkeeper".
    expect(queryListing(listing, { ...relevance, categoryKey: 'kits', words: ['goalkeeper'] }).total).toBe(0);
    const typed = queryListing(listing, { ...relevance, categoryKey: '', words: ['glovse', 'goalkeepre'] });
    expect(typed.rows).toEqual([1, 0]);
    expect(typed.corrections).toEqual(
      new Map([
        ['glovse', 'gloves'],
        ['goalkeepre', 'goalkeeper'],
      ]),
    );
  });

  it('without typo tolerance, answers nothing for a word no row starts', () => {
    const result = queryListing(listing, {
      ...relevance,
      typoTolerance: false,
      categoryKey: '',
      words: ['scraf'],
    });
    expect(result.total).toBe(0);
    expect(queryListing(listing, { ...relevance, categoryKey: '', words: ['scraf'] }).rows).toEqual([2]);
  });
});
