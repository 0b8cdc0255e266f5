/**
 * Suggestions for a search that found nothing, even with typo tolerance: terms close to it that
 * do find products under the same category ("hta" -> "hat"), for the shopper to choose from.
 */
import { queryListing } from './query.ts';
import type { StoreListing } from './store-listing.ts';
import { boundedEditDistance, typoBudget } from './typo-tolerance.ts';
import { prefixRange } from './word-postings.ts';

/** Alternatives per word and suggestions per answer: a short list to choose from, not a catalogue. */
const alternativesPerWord = 3;
const suggestionLimit = 3;
/** Terms of more words are not suggested for (their combinations grow too fast to check). */
const maxWords = 3;

interface Alternative {
  word: string;
  edits: number;
}

/** Alternatives per listing and word: a term that finds nothing is often asked again. */
const knownAlternatives = new WeakMap<StoreListing, Map<string, Alternative[]>>();
/** Words kept per listing; past it the memo starts again (a bound, not a cache policy). */
const knownWordsLimit = 2000;

/**
 * The words a shopper may have meant by `word`: itself when a lexeme starts with it, else the
 * closest whole lexemes one edit further than search tolerates (at most two; none below 3
 * letters). Whole words only: one edit off the start of a word, a short word is close to too many.
 */
function alternativesOf(listing: StoreListing, word: string): Alternative[] {
  let known = knownAlternatives.get(listing);
  if (!known || known.size >= knownWordsLimit) {
    known = new Map();
    knownAlternatives.set(listing, known);
  }
  let alternatives = known.get(word);
  if (!alternatives) {
    alternatives = closestWords(listing, word);
    known.set(word, alternatives);
  }
  return alternatives;
}

function closestWords(listing: StoreListing, word: string): Alternative[] {
  const exact = prefixRange(listing.lexemes, word);
  if (exact.to > exact.from) return [{ word, edits: 0 }];
  if ([...word].length < 3) return [];
  const radius = Math.min(2, typoBudget(word) + 1);
  const close: Array<Alternative & { rows: number }> = [];
  listing.lexemes.forEach((lexeme, id) => {
    const edits = boundedEditDistance(word, lexeme, radius, false);
    if (edits <= radius)
      close.push({ word: lexeme, edits, rows: (listing.postings[id] as Int32Array).length });
  });
  close.sort((a, b) => a.edits - b.edits || b.rows - a.rows || (a.word < b.word ? -1 : 1));
  return close.slice(0, alternativesPerWord).map(({ word: lexeme, edits }) => ({ word: lexeme, edits }));
}

/**
 * Up to three terms close to `words` (the words of a search, lowercase, in the shopper's order)
 * that find products under `categoryKey`, closest first, then those finding the most.
 */
export function searchSuggestions(
  listing: StoreListing,
  words: readonly string[],
  categoryKey: string,
): string[] {
  if (words.length === 0 || words.length > maxWords) return [];
  const perWord = words.map((word) => alternativesOf(listing, word));
  if (perWord.some((alternatives) => alternatives.length === 0)) return [];
  let terms: Array<{ words: string[]; edits: number }> = [{ words: [], edits: 0 }];
  for (const alternatives of perWord) {
    terms = terms.flatMap((term) =>
      alternatives.map((alternative) => ({
        words: [...term.words, alternative.word],
        edits: term.edits + alternative.edits,
      })),
    );
  }
  const typed = words.join(' ');
  const found = terms
    .map((term) => ({
      term: term.words.join(' '),
      edits: term.edits,
      total: queryListing(listing, {
        categoryKey,
        words: term.words,
        sort: { by: 'shop' },
        offset: 0,
        limit: 0,
      }).total,
    }))
    .filter((term) => term.total > 0 && term.term !== typed);
  found.sort((a, b) => a.edits - b.edits || b.total - a.total);
  return [...new Set(found.map((term) => term.term))].slice(0, suggestionLimit);
}
