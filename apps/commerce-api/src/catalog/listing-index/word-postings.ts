/**
 * Rows per search word: a word matches every lexeme it starts (`shirt` -> shirt, shirts), so its
 * rows are the union of those lexemes' postings, with the word's own `ts_rank` per row. Built on
 * a word's first search and kept per listing (most recently used first, within a memory budget),
 * the way a search engine keeps prefix postings: later searches for the word intersect and filter
 * these rows instead of merging postings again.
 */
import { type LexemeRange, textRank, type WordVectors } from './text-rank.ts';

/** The rows of one word, ascending, and the word's rank in each (float4, like ts_rank). */
export interface WordRows {
  range: LexemeRange;
  rows: Int32Array;
  ranks: Float32Array;
}

/** First index of `sorted` whose value is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The ids of the sorted `lexemes` that start with `word`. */
export function prefixRange(lexemes: readonly string[], word: string): LexemeRange {
  const from = lowerBound(lexemes, word);
  let to = from;
  while (to < lexemes.length && (lexemes[to] as string).startsWith(word)) to++;
  return { from, to };
}

/** Rows of several postings lists, ascending, each once. */
function union(lists: readonly Int32Array[]): Int32Array {
  if (lists.length === 1) return lists[0] as Int32Array;
  const all = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  let kept = 0;
  for (let index = 0; index < all.length; index++) {
    if (kept === 0 || all[index] !== all[kept - 1]) all[kept++] = all[index] as number;
  }
  return all.slice(0, kept);
}

/** What an entry costs besides its arrays (map entry, key, object), so words matching nothing count too. */
const entryOverheadBytes = 128;

function sizeOf(word: string, entry: WordRows): number {
  return entry.rows.byteLength + entry.ranks.byteLength + word.length * 2 + entryOverheadBytes;
}

/** Word rows of one listing, built on demand and kept within `budgetBytes`. */
export class WordPostings {
  private readonly kept = new Map<string, WordRows>();
  private bytes = 0;

  constructor(
    private readonly lexemes: readonly string[],
    private readonly postings: readonly Int32Array[],
    private readonly vectors: WordVectors,
    private readonly budgetBytes = 16 * 1024 * 1024,
  ) {}

  /** The rows holding `word` (lowercase) at the start of one of their words. */
  rowsOf(word: string): WordRows {
    const known = this.kept.get(word);
    if (known) {
      // Most recently used last: the first entry is the one to drop.
      this.kept.delete(word);
      this.kept.set(word, known);
      return known;
    }
    const range = prefixRange(this.lexemes, word);
    const rows = union(this.postings.slice(range.from, range.to));
    const ranks = new Float32Array(rows.length);
    for (let index = 0; index < rows.length; index++) {
      ranks[index] = textRank(this.vectors, rows[index] as number, [range]);
    }
    const entry = { range, rows, ranks };
    this.kept.set(word, entry);
    this.bytes += sizeOf(word, entry);
    for (const [oldWord, old] of this.kept) {
      if (this.bytes <= this.budgetBytes || old === entry) break;
      this.kept.delete(oldWord);
      this.bytes -= sizeOf(oldWord, old);
    }
    return entry;
  }
}
