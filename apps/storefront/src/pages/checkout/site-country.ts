import type { InvoiceDetailsDraft, ShippingDetailsDraft } from '@clubshop/api-sdk';

/**
 * The site's own country when the checkout accepts it: the region of the site's locale
 * (`en-GB` → `GB`). An address form starts there instead of at "Choose a country" (the GB site
 * ships to three countries; most of its shoppers live in the first).
 */
export function siteCountry(
  locale: string | undefined,
  countries: readonly { code: string }[],
): string | undefined {
  if (!locale) return undefined;
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).region;
  } catch {
    return undefined;
  }
  return countries.find((country) => country.code === region)?.code;
}

/** An address draft with `country` filled in when it has none yet. */
export function withCountry<T extends InvoiceDetailsDraft | ShippingDetailsDraft>(
  details: T,
  country: string | undefined,
): T {
  return country && !details.country ? { ...details, country } : details;
}
