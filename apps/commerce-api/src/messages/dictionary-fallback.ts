/**
 * A culture's dictionary with English standing in for every text it lacks (issue 44): a site in a
 * culture the shop ships no texts for (`clubshop init --culture sv`) shows English, never a raw
 * key, until someone translates it. The dictionary API serves the merged rows, so every client of
 * the API gets no missing key; the back office and `clubshop init` list what is still
 * untranslated from the same query.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/database.ts';
import { dictionaryItems } from '../db/tables/content.ts';

/** The culture whose text stands in for a missing (or empty) one: the shop's texts are written in English first. */
export const DICTIONARY_FALLBACK_CULTURE = 'en';

/** One key a culture has no text for, with the text shown instead. */
export type UntranslatedKey = {
  alias: string;
  /** The {@link DICTIONARY_FALLBACK_CULTURE} text the dictionary API serves in its place. */
  fallback: string;
};

/**
 * Every text of `culture`, by alias: its own non-empty rows, then the fallback culture's for the
 * aliases it lacks or left empty (an empty row would show its key).
 *
 * @example
 * await dictionaryWithFallback(db, 'sv'); // [{ alias: 'User.Login.Heading', value: 'Log in' }, …]
 */
export async function dictionaryWithFallback(
  db: Db,
  culture: string,
): Promise<Array<{ alias: string; value: string }>> {
  return queryRows<{ alias: string; value: string }>(
    db,
    sql`select distinct on (alias) alias, value from ${dictionaryItems}
        where culture in (${culture}, ${DICTIONARY_FALLBACK_CULTURE}) and value <> ''
        order by alias, (culture = ${culture}) desc`,
  );
}

/**
 * The keys `culture` has no text for (no row, or an empty one) that the fallback culture has, in
 * alias order, each with its fallback text. Empty for the fallback culture itself.
 */
export async function untranslatedKeys(db: Db, culture: string): Promise<UntranslatedKey[]> {
  if (culture === DICTIONARY_FALLBACK_CULTURE) return [];
  return queryRows<UntranslatedKey>(
    db,
    sql`select fallback.alias, fallback.value as fallback from ${dictionaryItems} fallback
        where fallback.culture = ${DICTIONARY_FALLBACK_CULTURE} and fallback.value <> ''
          and not exists (select 1 from ${dictionaryItems} own
            where own.culture = ${culture} and own.alias = fallback.alias and own.value <> '')
        order by fallback.alias`,
  );
}
