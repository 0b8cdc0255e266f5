// Creating Intl formatters is slow (locale data lookup, ~tens of microseconds each) and a product
// list formats hundreds of prices per render: keep one instance per locale and options.

// A safety valve, not an LRU: the keys are few (locales x currencies x date styles) in practice.
const MAX_ENTRIES = 256;

function cached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = create();
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(key, value);
  }
  return value;
}

function optionsKey(options: object): string {
  return JSON.stringify(Object.entries(options).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** A shared `Intl.NumberFormat` for the locale and options; throws RangeError on invalid input. */
export function getNumberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(
    numberFormats,
    `${locale}|${optionsKey(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * A shared currency `Intl.NumberFormat` (negative sign only) for the locale and currency: the same
 * as {@link getNumberFormat} with those options, under a key that costs nothing to build (a
 * product grid formats every price of every card, page after page, on the server).
 */
export function getMoneyFormat(locale: string, currency: string): Intl.NumberFormat {
  return cached(
    moneyFormats,
    `${locale}|${currency}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency, signDisplay: 'negative' }),
  );
}

/** A shared `Intl.DateTimeFormat` for the locale and options; throws RangeError on invalid input. */
export function getDateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(
    dateTimeFormats,
    `${locale}|${optionsKey(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

/** A shared cardinal `Intl.PluralRules` for the locale. */
export function getPluralRules(locale: string): Intl.PluralRules {
  return cached(pluralRules, locale, () => new Intl.PluralRules(locale));
}
