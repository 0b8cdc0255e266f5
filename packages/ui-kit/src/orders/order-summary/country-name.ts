/**
 * A country's name in the shop's language from its ISO 3166 code (`DK` → "Denmark", "Dänemark",
 * "Danmark"), through the platform's `Intl.DisplayNames`. Anything that is not a two-letter code,
 * or a code the platform does not know, is shown as it is.
 */
export function countryName(country: string, locale: string): string {
  if (!/^[A-Za-z]{2}$/.test(country)) return country;
  try {
    return (
      new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(country.toUpperCase()) ??
      country
    );
  } catch {
    return country;
  }
}
