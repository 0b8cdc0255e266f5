import { DEFAULT_LOCALE } from './culture.ts';
import { type Dictionary, lookupTranslation } from './dictionary.ts';
import { interpolate } from './interpolate.ts';
import { getPluralRules } from './intl-cache.ts';

/**
 * Translates a dictionary alias, filling `{name}` placeholders from `values`. Never throws and
 * never returns an empty string for a missing translation: it returns the fallback dictionary's
 * text when there is one, else the key itself, so a missing translation is visible on the page.
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Options of {@link createTranslator}. */
export interface TranslatorOptions {
  /** Locale whose plural rules choose between `key.one`, `key.other`, ...; default en-US. */
  locale?: string | undefined;
  /**
   * Texts for the keys the dictionary has none for (or an empty one), e.g. the English
   * dictionary under a culture not yet translated: a key shows as itself only when neither has it.
   */
  fallback?: Dictionary | undefined;
}

function pluralTemplate(
  dictionary: Dictionary,
  key: string,
  count: number,
  locale: string,
): string | undefined {
  const category = getPluralRules(locale).select(count);
  return lookupTranslation(dictionary, `${key}.${category}`) ?? lookupTranslation(dictionary, `${key}.other`);
}

/** The text of `key` in one dictionary: its plural form for a numeric `count`, else the key's own. */
function templateIn(dictionary: Dictionary, key: string, count: unknown, locale: string): string | undefined {
  return (
    (typeof count === 'number' && Number.isFinite(count)
      ? pluralTemplate(dictionary, key, count, locale)
      : undefined) ?? lookupTranslation(dictionary, key)
  );
}

/**
 * Turns one culture's dictionary into a {@link Translate} function.
 *
 * Lookup order for `t(key, values)`:
 * 1. When `values.count` is a finite number: `key.<plural category>` (`Intl.PluralRules` of the
 *    locale: `zero`, `one`, `two`, `few`, `many`, `other`), then `key.other`.
 * 2. `key` itself.
 * 3. The same two steps in `options.fallback`, when given.
 * 4. Nothing found (or an empty value): the key, verbatim and not interpolated.
 *
 * The found text is interpolated with {@link interpolate}.
 *
 * @example
 * const t = createTranslator({ 'Basket.Items.one': '{count} item', 'Basket.Items.other': '{count} items' });
 * t('Basket.Items', { count: 2 }); // '2 items'
 * t('Missing.Key'); // 'Missing.Key'
 * const sv = createTranslator({ 'Header.Basket': 'Varukorg' }, { locale: 'sv-SE', fallback: english });
 * sv('User.Login.Heading'); // 'Log in' (English until translated)
 */
export function createTranslator(dictionary: Dictionary, options: TranslatorOptions = {}): Translate {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const fallback = options.fallback;
  return (key, values) => {
    const count = values?.count;
    const template =
      templateIn(dictionary, key, count, locale) ??
      (fallback === undefined ? undefined : templateIn(fallback, key, count, locale));
    return template === undefined ? key : interpolate(template, values);
  };
}
