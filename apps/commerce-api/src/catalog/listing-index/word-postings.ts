/**
 * Rows per search word: a word matches every lexeme it starts (`shirt` -> shirt, shirts), so its
 * rows are the union of those lexemes' postings, with the word's own `ts_rank` per row. Built on
 * a word's first search and kept per listing (most recently used first, within a memory budget),
 * the way a search engine keeps prefix postings: later searches for the word intersect and filter
 * these rows instead of merging postings again.
 */
import { type LexemeRange, textRank, type WordVectors } from './text-rank.ts';
import { boundedEditDistance, typoBudget } from './typo-tolerance.ts';

/** The rows of one word, ascending, and the word's rank in each (float4, like ts_rank). */
export interface WordRows {
  range: LexemeRange;
  rows: Int32Array;
  ranks: Float32Array;
  /** With typo tolerance: per row (as `rows`), the fewest edits the word is off by in it. */
  typos?: Uint8Array;
  /**
   * With typo tolerance, when no lexeme starts with the word: the closest lexeme (fewest edits,
   * then the most rows), what the shopper most likely meant.
   */
  correction?: string;
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
  return (
    entry.rows.byteLength +
    entry.ranks.byteLength +
    (entry.typos?.byteLength ?? 0) +
    (entry.range.typos?.size ?? 0) * 32 +
    word.length * 2 +
    entryOverheadBytes
  );
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
    return this.keep(word, { range, rows, ranks });
  }

  /**
   * The rows holding `word` at the start of one of their words, or, when no lexeme starts with
   * it, a few edits off one of their words (`typoBudget`), with the edits per row. `prefix` (the last word of a search): a few
   * edits off the start of a word (`boundedEditDistance`). The vocabulary (the listing's sorted
   * lexemes) is scanned once per word and kept like the exact rows.
   */
  tolerantRowsOf(word: string, prefix: boolean): WordRows {
    const key = `${word}\u0000${prefix ? 'prefix' : 'word'}`;
    const known = this.kept.get(key);
    if (known) {
      this.kept.delete(key);
      this.kept.set(key, known);
      return known;
    }
    const exact = prefixRange(this.lexemes, word);
    const budget = typoBudget(word);
    const typos = new Map<number, number>();
    let correction: { lexeme: number; edits: number; whole: boolean } | undefined;
    // A word that starts an indexed word is the word the shopper typed on purpose: only an
    // unknown word is matched a few edits off (decision 0071).
    if (budget > 0 && exact.from === exact.to) {
      for (let lexeme = 0; lexeme < this.lexemes.length; lexeme++) {
        if (lexeme >= exact.from && lexeme < exact.to) continue;
        const edits = boundedEditDistance(word, this.lexemes[lexeme] as string, budget, prefix);
        if (edits > budget) continue;
        typos.set(lexeme, edits);
        // What was meant: the fewest edits, a whole word before the start of one ("halstørklæde"
        // before "halstørklæder"), then the word of the most rows.
        const whole =
          !prefix || boundedEditDistance(word, this.lexemes[lexeme] as string, budget, false) === edits;
        const better =
          !correction ||
          edits < correction.edits ||
          (edits === correction.edits && whole && !correction.whole) ||
          (edits === correction.edits &&
            whole === correction.whole &&
            (this.postings[lexeme] as Int32Array).length >
              (this.postings[correction.lexeme] as Int32Array).length);
        if (better) correction = { lexeme, edits, whole };
      }
    }
    const range: LexemeRange = { ...exact, typos };
    const rows = union([
      ...this.postings.slice(exact.from, exact.to),
      ...[...typos.keys()].map((id) => this.postings[id] as Int32Array),
    ]);
    // Fewest edits per row: 0 where the word starts one of its words, else its closest typo lexeme.
    const editsOfRow = new Map<number, number>();
    for (const [lexeme, edits] of typos) {
      for (const row of this.postings[lexeme] as Int32Array) {
        const known = editsOfRow.get(row);
        if (known === undefined || edits < known) editsOfRow.set(row, edits);
      }
    }
    for (let lexeme = exact.from; lexeme < exact.to; lexeme++) {
      for (const row of this.postings[lexeme] as Int32Array) editsOfRow.set(row, 0);
    }
    const rowTypos = Uint8Array.from(rows, (row) => editsOfRow.get(row) ?? 0);
    const ranks = new Float32Array(rows.length);
    for (let index = 0; index < rows.length; index++) {
      ranks[index] = textRank(this.vectors, rows[index] as number, [range]);
    }
    return this.keep(key, {
      range,
      rows,
      ranks,
      typos: rowTypos,
      ...(exact.from === exact.to && correction
        ? { correction: this.lexemes[correction.lexeme] as string }
        : {}),
    });
  }

  private keep(key: string, entry: WordRows): WordRows {
    this.kept.set(key, entry);
    this.bytes += sizeOf(key, entry);
    for (const [oldKey, old] of this.kept) {
      if (this.bytes <= this.budgetBytes || old === entry) break;
      this.kept.delete(oldKey);
      this.bytes -= sizeOf(oldKey, old);
    }
    return entry;
  }
}
