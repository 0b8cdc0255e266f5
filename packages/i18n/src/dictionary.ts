/**
 * The translations of one culture: dictionary alias -> translated text, e.g.
 * `{ 'Error.Heading': 'Something went wrong', 'User.Orders.Open': 'Open' }`.
 *
 * Aliases are matched exactly (case-sensitive, dots are part of the alias, not a path). Values
 * may hold `{name}` placeholders; see {@link interpolate}. An empty value counts as missing, so
 * the alias shows instead of a blank.
 */
export type Dictionary = Record<string, string>;

/** The non-empty translation stored under `key`, or undefined. Ignores inherited properties. */
export function lookupTranslation(dictionary: Dictionary, key: string): string | undefined {
  if (!Object.hasOwn(dictionary, key)) return undefined;
  const value = dictionary[key];
  // A CMS answers untranslated items with an empty value; showing the alias is more useful.
  return typeof value === 'string' && value !== '' ? value : undefined;
}
