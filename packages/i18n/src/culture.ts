/** The locale used when a site sets none (docs/product/requirements.md#constants). */
export const DEFAULT_LOCALE = 'en-US';

/** The dictionary culture used when a site sets none (docs/product/requirements.md#constants). */
export const DEFAULT_CULTURE = 'en';

/** The ISO 4217 currency used when a site sets none (docs/product/requirements.md#constants). */
export const DEFAULT_CURRENCY = 'EUR';

/** The culture of one site: how it formats, which dictionary it reads and what it charges in. */
export interface CultureSettings {
  /** BCP 47 locale for Intl formatting, e.g. `en-GB`, `de-DE`, `da-DK`. */
  locale: string;
  /** Dictionary culture sent to the content service, e.g. `en`, `de`, `da`. */
  culture: string;
  /** ISO 4217 currency code, upper case, e.g. `GBP`, `EUR`, `DKK`. */
  currency: string;
}

/** Culture settings as a site may give them: any of them missing, empty or undefined. */
export interface CultureSettingsInput {
  locale?: string | undefined;
  culture?: string | undefined;
  currency?: string | undefined;
}

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Fills in the defaults (en-US / en / EUR) for whatever is missing or blank.
 *
 * When a locale is given but no culture, the culture is the locale's language (`de-DE` gives
 * `de`): a German locale reading the English dictionary would be a surprise. The currency is
 * upper-cased, as Intl and the API headers expect.
 */
export function resolveCulture(input: CultureSettingsInput = {}): CultureSettings {
  const locale = present(input.locale);
  const culture =
    present(input.culture) ?? (locale ? locale.split(/[-_]/)[0]!.toLowerCase() : DEFAULT_CULTURE);
  return {
    locale: locale ?? DEFAULT_LOCALE,
    culture,
    currency: (present(input.currency) ?? DEFAULT_CURRENCY).toUpperCase(),
  };
}
