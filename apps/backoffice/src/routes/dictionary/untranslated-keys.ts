/**
 * The untranslated keys of a culture as the dictionary screen lists them (issue 44): the keys the
 * culture has no text for, each with the fallback (English) text shoppers see instead, found by
 * key or by that text, the first `limit` of them shown.
 */
import type { AdminDictionary, AdminSite } from '@clubshop/api-sdk/admin';

/** One untranslated key and the text shown in its place. */
export interface UntranslatedRow {
  alias: string;
  fallback: string;
}

/**
 * The untranslated keys matching `filter` (in the key or the fallback text, any case): the first
 * `limit` of them and how many match.
 *
 * @example
 * untranslatedRows(dictionary, 'login'); // { rows: [{ alias: 'User.Login.Heading', fallback: 'Log in' }, …], total: 12 }
 */
export function untranslatedRows(
  dictionary: Pick<AdminDictionary, 'untranslated'>,
  filter: string,
  limit = 50,
): { rows: UntranslatedRow[]; total: number } {
  const wanted = filter.trim().toLowerCase();
  const matching = (dictionary.untranslated ?? []).filter(
    (key) =>
      wanted === '' ||
      key.alias.toLowerCase().includes(wanted) ||
      key.fallback.toLowerCase().includes(wanted),
  );
  return { rows: matching.slice(0, limit), total: matching.length };
}

/** The cultures the screen offers: the shop's usual ones and every site's, each once. */
export function culturesToChoose(usual: readonly string[], sites: readonly AdminSite[]): string[] {
  const cultures = new Set(usual);
  for (const site of sites) if (site.culture) cultures.add(site.culture);
  return [...cultures];
}
