import type { CountryOption } from '../header-types.ts';

/** The entry whose culture equals the current culture, compared case-insensitively. */
export function findActiveCountry(
  countries: readonly CountryOption[],
  culture: string,
): CountryOption | undefined {
  const wanted = culture.toLowerCase();
  return countries.find((country) => country.culture.toLowerCase() === wanted);
}
