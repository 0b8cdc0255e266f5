/** Word rows: the union of the postings a word starts, ranked, and kept within a memory budget. */
import { describe, expect, it } from 'vitest';
import { textRank, type WordVectors } from './text-rank.ts';
import { prefixRange, WordPostings } from './word-postings.ts';

// Three rows: 0 = 'shirt':1 'shirts':3, 1 = 'short':1, 2 = 'shirts':2.
const lexemes = ['shirt', 'shirts', 'short'];
const postings = [Int32Array.of(0), Int32Array.of(0, 2), Int32Array.of(1)];
const vectors: WordVectors = {
  rowEntryStart: Int32Array.of(0, 2, 3, 4),
  entryLexeme: Int32Array.of(0, 1, 2, 1),
  entryPositionStart: Int32Array.of(0, 1, 2, 3, 4),
  positions: Uint16Array.of(1, 3, 1, 2),
};

describe('word postings', () => {
  it('gives the rows of every lexeme a word starts, once each, ascending, with the word rank', () => {
    const words = new WordPostings(lexemes, postings, vectors);
    const shirt = words.rowsOf('shirt');
    expect(shirt.range).toEqual(prefixRange(lexemes, 'shirt'));
    expect([...shirt.rows]).toEqual([0, 2]);
    expect([...shirt.ranks]).toEqual([0, 2].map((row) => textRank(vectors, row, [shirt.range])));
    expect([...words.rowsOf('sh').rows]).toEqual([0, 1, 2]);
    expect([...words.rowsOf('shorts').rows]).toEqual([]);
  });

  it('drops the least recently used words beyond its budget and builds them again', () => {
    const words = new WordPostings(lexemes, postings, vectors, 400);
    const first = words.rowsOf('sh');
    for (const word of ['a', 'b', 'c', 'd', 'e']) words.rowsOf(word);
    const again = words.rowsOf('sh');
    expect(again).not.toBe(first);
    expect([...again.rows]).toEqual([...first.rows]);
    // Used again just now: kept while older words make room.
    words.rowsOf('f');
    expect(words.rowsOf('sh')).toBe(again);
  });
});
