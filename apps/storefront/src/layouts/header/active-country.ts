import type { LanguageNavigationItem } from '@clubshop/api-sdk';

/** The country whose culture equals the current culture, compared case-insensitively (spec section 2). */
export function activeCountry(
  countries: readonly LanguageNavigationItem[],
  culture: string,
): LanguageNavigationItem | undefined {
  const wanted = culture.toLowerCase();
  return countries.find((country) => country.culture.toLowerCase() === wanted);
}
