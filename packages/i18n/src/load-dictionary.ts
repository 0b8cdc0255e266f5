import type { Dictionary } from './dictionary.ts';
import { dictionaryFromResponse } from './dictionary-response.ts';

/** Where {@link loadDictionary} reports a failure; `console` fits. */
export interface DictionaryLogger {
  error(...data: unknown[]): void;
}

/**
 * Loads one culture's dictionary: calls `fetchDictionary` (which returns the parsed JSON body of
 * `GET /api/dictionary/dictionariesbyculture`) and reads it with {@link dictionaryFromResponse}.
 *
 * Never throws and never rejects (docs/product/requirements.md#content-and-settings: "When the
 * dictionary cannot be loaded, the failure is logged and the storefront runs without
 * translations"): a fetch that throws or rejects, or a body of the wrong shape, is logged through
 * `logger.error` and yields `{}`, so every `t(key)` shows its key.
 *
 * @example
 * const dictionary = await loadDictionary(() =>
 *   fetch(`${api}/api/dictionary/dictionariesbyculture`, { headers: { culture: 'da' } }).then((r) => r.json()),
 * );
 */
export async function loadDictionary(
  fetchDictionary: () => Promise<unknown>,
  logger: DictionaryLogger = console,
): Promise<Dictionary> {
  try {
    return dictionaryFromResponse(await fetchDictionary());
  } catch (error) {
    try {
      logger.error('[@clubshop/i18n] Loading the dictionary failed; translations are empty.', error);
    } catch {
      // A broken logger must not turn a missing dictionary into a crash.
    }
    return {};
  }
}
