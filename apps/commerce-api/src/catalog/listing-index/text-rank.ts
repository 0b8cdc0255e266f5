/**
 * `ts_rank(vector, query)` of PostgreSQL, recomputed in JavaScript for the listing index, so that
 * a search sorted by relevance orders its rows exactly as `order by ts_rank(...) desc` did.
 *
 * It follows `calc_rank_or` / `calc_rank_and` of PostgreSQL's `tsrank.c` for a query of prefix
 * words joined by `&` (what `tsQueryOf` builds), default weights (every position has weight D,
 * 0.1) and no normalisation, including its float4 arithmetic (`Math.fround` where C stores to a
 * `float`): two rows with equal ranks in PostgreSQL have equal ranks here, and the tie falls to
 * the shop order in both.
 */

/** The word vectors of a listing, flat: entries per row, positions per entry. */
export interface WordVectors {
  /** Entries of row r are `rowEntryStart[r] .. rowEntryStart[r + 1]`, in PostgreSQL's order. */
  rowEntryStart: Int32Array;
  /** Lexeme id of each entry; ids follow the sorted lexemes, so a prefix is an id range. */
  entryLexeme: Int32Array;
  /** Positions of entry e are `entryPositionStart[e] .. entryPositionStart[e + 1]`. */
  entryPositionStart: Int32Array;
  positions: Uint16Array;
}

/**
 * A query word as a range of lexeme ids `[from, to)`: the lexemes it is a prefix of; with typo
 * tolerance also the lexemes a few edits off (`typos`: lexeme id -> edits), which rank the same.
 */
export interface LexemeRange {
  from: number;
  to: number;
  typos?: ReadonlyMap<number, number>;
}

/** Whether a word (its lexeme range and typo lexemes) holds a lexeme. */
export function wordHolds(word: LexemeRange, lexeme: number): boolean {
  return (lexeme >= word.from && lexeme < word.to) || word.typos?.has(lexeme) === true;
}

const weightD = Math.fround(0.1);
/** MAXENTRYPOS: a distance of 0 between two different words counts as this far. */
const maxEntryPosition = 1 << 14;
/** The position PostgreSQL assumes for a lexeme stored without positions. */
const noPosition = maxEntryPosition - 1;
const f = Math.fround;

function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

/** How often an entry's lexeme occurs: its positions, or one when none are stored (POSNULL). */
function positionCount(vectors: WordVectors, entry: number): number {
  const count =
    (vectors.entryPositionStart[entry + 1] as number) - (vectors.entryPositionStart[entry] as number);
  return count > 0 ? count : 1;
}

/** Sum over j of weight / (j + 1)^2 in float4, for 1..count occurrences (memoised per count). */
const occurrenceSums: number[] = [];
function occurrenceSum(count: number): number {
  let sum = occurrenceSums[count];
  if (sum === undefined) {
    sum = f(0);
    for (let index = 0; index < count; index++) sum = f(sum + f(weightD / ((index + 1) * (index + 1))));
    occurrenceSums[count] = sum;
  }
  return sum;
}

function rankOr(vectors: WordVectors, row: number, words: readonly LexemeRange[]): number {
  let rank = f(0);
  const first = vectors.rowEntryStart[row] as number;
  const last = vectors.rowEntryStart[row + 1] as number;
  for (const word of words) {
    for (let entry = first; entry < last; entry++) {
      const lexeme = vectors.entryLexeme[entry] as number;
      if (!wordHolds(word, lexeme)) continue;
      // Every position weighs 0.1 (D), so the heaviest is the first one: wjm = 0.1, jm = 0.
      const sum = occurrenceSum(positionCount(vectors, entry));
      const term = f(f(weightD + sum) - weightD);
      rank = f(rank + term / 1.64493406685);
    }
  }
  return words.length > 0 ? f(rank / words.length) : rank;
}

function rankAnd(vectors: WordVectors, row: number, words: readonly LexemeRange[]): number {
  if (words.length < 2) return rankOr(vectors, row, words);
  let rank = f(-1);
  // Per word, the entry later words pair with (-1: none yet).
  const seen = new Int32Array(words.length).fill(-1);
  const { positions, entryPositionStart } = vectors;
  const first = vectors.rowEntryStart[row] as number;
  const last = vectors.rowEntryStart[row + 1] as number;
  for (let wordIndex = 0; wordIndex < words.length; wordIndex++) {
    const word = words[wordIndex] as LexemeRange;
    for (let entry = first; entry < last; entry++) {
      const lexeme = vectors.entryLexeme[entry] as number;
      if (!wordHolds(word, lexeme)) continue;
      // Like PostgreSQL, the last matching entry of a word is the one later words pair with.
      seen[wordIndex] = entry;
      const from = entryPositionStart[entry] as number;
      const to = entryPositionStart[entry + 1] as number;
      for (let other = 0; other < wordIndex; other++) {
        const earlier = seen[other] as number;
        if (earlier === -1) continue;
        const otherFrom = entryPositionStart[earlier] as number;
        const otherTo = entryPositionStart[earlier + 1] as number;
        const unpositioned = to === from || otherTo === otherFrom;
        for (let index = from; index < Math.max(to, from + 1); index++) {
          const at = to === from ? noPosition : (positions[index] as number);
          for (let otherIndex = otherFrom; otherIndex < Math.max(otherTo, otherFrom + 1); otherIndex++) {
            const otherAt = otherTo === otherFrom ? noPosition : (positions[otherIndex] as number);
            let distance = Math.abs(at - otherAt);
            if (distance === 0 && !unpositioned) continue;
            if (distance === 0) distance = maxEntryPosition;
            const weight = f(Math.sqrt(f(f(weightD * weightD) * wordDistance(distance))));
            rank = rank < 0 ? weight : f(1.0 - (1.0 - rank) * (1.0 - weight));
          }
        }
      }
    }
  }
  return rank;
}

/**
 * `ts_rank` of a row for query words in PostgreSQL's operand order (`sortQueryWords`): one word
 * ranks like `calc_rank_or`, several like `calc_rank_and` (proximity of the words).
 */
export function textRank(vectors: WordVectors, row: number, words: readonly LexemeRange[]): number {
  const first = vectors.rowEntryStart[row] as number;
  const last = vectors.rowEntryStart[row + 1] as number;
  if (last === first || words.length === 0) return 0;
  const rank = words.length > 1 ? rankAnd(vectors, row, words) : rankOr(vectors, row, words);
  return rank < 0 ? f(1e-20) : rank;
}

const encoder = new TextEncoder();

/**
 * Query words sorted and de-duplicated the way PostgreSQL orders tsquery operands for ranking
 * (byte order, a shorter word before a longer one it starts).
 */
export function sortQueryWords(words: readonly string[]): string[] {
  const compare = (a: string, b: string) => {
    const left = encoder.encode(a);
    const right = encoder.encode(b);
    const length = Math.min(left.length, right.length);
    for (let index = 0; index < length; index++) {
      const difference = (left[index] as number) - (right[index] as number);
      if (difference !== 0) return difference;
    }
    return left.length - right.length;
  };
  return [...new Set(words)].sort(compare);
}
