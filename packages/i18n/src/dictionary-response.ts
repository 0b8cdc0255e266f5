import type { Dictionary } from './dictionary.ts';

/**
 * The body of `GET /api/dictionary/dictionariesbyculture`
 * (docs/product/requirements.md#content-and-settings), as far as this package reads it. A local
 * copy on purpose: i18n is a leaf package and does not import api-sdk.
 */
export interface DictionaryResponse {
  views: {
    dictionaryItemsByCulture: {
      dictionaryItems: DictionaryResponseItem[];
    };
  };
}

/** One dictionary item of a {@link DictionaryResponse}. A `null` value means untranslated. */
export interface DictionaryResponseItem {
  view: { alias: string; value: string | null };
}

/** Thrown by {@link dictionaryFromResponse} when a body does not have the expected shape. */
export class DictionaryResponseError extends Error {
  override readonly name = 'DictionaryResponseError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a dictionary response body into a {@link Dictionary} (alias -> value).
 *
 * Strict about the structure, so a wrong endpoint or a changed contract is noticed: `views`,
 * `dictionaryItemsByCulture` and the `dictionaryItems` array must be there, and every item needs a
 * `view` with a non-empty string `alias`. A `null` or absent `value` is an untranslated item and
 * is left out (the alias then shows); any other non-string value is an error. Aliases are trimmed;
 * when an alias repeats, the last item wins. Extra fields are ignored.
 *
 * @throws {DictionaryResponseError} when the body does not have that shape.
 */
export function dictionaryFromResponse(body: unknown): Dictionary {
  if (!isRecord(body) || !isRecord(body.views)) {
    throw new DictionaryResponseError('Dictionary response has no `views` object.');
  }
  const byCulture = body.views.dictionaryItemsByCulture;
  if (!isRecord(byCulture) || !Array.isArray(byCulture.dictionaryItems)) {
    throw new DictionaryResponseError(
      'Dictionary response has no `views.dictionaryItemsByCulture.dictionaryItems` array.',
    );
  }
  // A plain object (React passes only those from a server component to a client one), its keys
  // defined rather than assigned: an alias such as `__proto__` is then an own key like any other,
  // and lookups read own keys only (`lookupTranslation`), so `constructor` is never inherited.
  const dictionary: Dictionary = {};
  byCulture.dictionaryItems.forEach((item: unknown, index) => {
    const view = isRecord(item) ? item.view : undefined;
    if (!isRecord(view) || typeof view.alias !== 'string' || view.alias.trim() === '') {
      throw new DictionaryResponseError(`Dictionary item ${index} has no \`view.alias\` string.`);
    }
    const { value } = view;
    if (value === null || value === undefined) return;
    if (typeof value !== 'string') {
      throw new DictionaryResponseError(`Dictionary item ${index} (${view.alias}) has a non-string value.`);
    }
    Object.defineProperty(dictionary, view.alias.trim(), {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  });
  return dictionary;
}
