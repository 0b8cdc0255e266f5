/**
 * The dictionary as the API itself speaks it: facet and sort labels, mails, payment method
 * names. They are dictionary rows (`dictionary_items`), not code, so a new culture needs only its
 * rows. A text missing in a culture falls back to its English row.
 */
import { createTranslator, type Translate } from '@clubshop/i18n/core';
import { eq, or } from 'drizzle-orm';
import type { TtlCache } from '../cache/ttl-cache.ts';
import type { Db } from '../db/database.ts';
import { dictionaryItems } from '../db/tables/content.ts';
import { DICTIONARY_FALLBACK_CULTURE as FALLBACK_CULTURE } from './dictionary-fallback.ts';

/** Where the texts come from: the database (or a transaction on it) and the dictionary cache. */
export interface TextSource {
  db: Db;
  caches: { dictionaries: TtlCache<string, unknown> };
}

/**
 * A translator over a culture's dictionary rows (English where a row is missing), cached with the
 * dictionaries (dropped by `caches.invalidate()`).
 *
 * @example
 * const t = await siteTexts(deps, 'de');
 * t('Catalogue.Filters.Color'); // 'Farbe'
 */
export function siteTexts(source: TextSource, culture: string): Promise<Translate> {
  return source.caches.dictionaries.get(`texts|${culture}`, async () => {
    const rows = await source.db
      .select({
        culture: dictionaryItems.culture,
        alias: dictionaryItems.alias,
        value: dictionaryItems.value,
      })
      .from(dictionaryItems)
      .where(or(eq(dictionaryItems.culture, culture), eq(dictionaryItems.culture, FALLBACK_CULTURE)));
    const dictionary: Record<string, string> = {};
    for (const row of rows)
      if (row.culture === FALLBACK_CULTURE && row.value) dictionary[row.alias] = row.value;
    for (const row of rows) if (row.culture === culture && row.value) dictionary[row.alias] = row.value;
    return createTranslator(dictionary, { locale: culture });
  }) as Promise<Translate>;
}
