/**
 * Translations (docs/product/requirements.md#content-and-settings):
 * `GET /api/dictionary/dictionariesbyculture` answers the items of the culture sent in the
 * `culture` header.
 */
import * as v from 'valibot';

/** One translation: `alias` (the key, e.g. `Error.Heading`) and its `value`; `null` = untranslated. */
export const dictionaryItemSchema = v.object({
  view: v.object({ alias: v.string(), value: v.nullable(v.string()) }),
});
/** One translation. */
export type DictionaryItem = v.InferOutput<typeof dictionaryItemSchema>;

/** Response of `GET /api/dictionary/dictionariesbyculture`. Extension: `culture` of the items. */
export const dictionaryResponseSchema = v.object({
  views: v.object({
    dictionaryItemsByCulture: v.object({
      culture: v.optional(v.string()),
      dictionaryItems: v.array(dictionaryItemSchema),
    }),
  }),
});
/** Response of `GET /api/dictionary/dictionariesbyculture`. */
export type DictionaryResponse = v.InferOutput<typeof dictionaryResponseSchema>;
