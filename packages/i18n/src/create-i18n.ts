import { type CultureSettingsInput, resolveCulture } from './culture.ts';
import type { Dictionary } from './dictionary.ts';
import { type DateInput, formatDate } from './format-date.ts';
import { formatLongDate } from './format-long-date.ts';
import { formatMoney } from './format-money.ts';
import { monthName } from './month-name.ts';
import { type OrderStatus, orderStatusLabel } from './order-status.ts';
import { type ServerMessage, translateServerMessage } from './server-message.ts';
import { createTranslator, type Translate } from './translate.ts';

/**
 * Everything a component needs to speak the active culture. `useI18n()` returns it in React;
 * {@link createI18n} builds it anywhere (Node, workers, tests).
 */
export interface I18nContextValue {
  /** BCP 47 locale used for formatting, e.g. `da-DK`. */
  locale: string;
  /** Dictionary culture, e.g. `da`. */
  culture: string;
  /** ISO 4217 currency of the site, e.g. `DKK`. */
  currency: string;
  /** Translates a dictionary alias; a missing translation returns the fallback text, else the alias. */
  t: Translate;
  /** Formats money in the locale; the currency defaults to the site's. */
  formatMoney(amount: number, currency?: string): string;
  /** Formats a date in the locale with `Intl.DateTimeFormat` options. */
  formatDate(date: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
  /**
   * A date as day, month name and year in the locale's layout (`7. Dezember 2026`), the month from
   * the dictionary (`Date.Month.*`); see `formatLongDate`.
   */
  formatLongDate(date: Date | string | number): string;
  /** A month's name (0 = January): `Date.Month.*` from the dictionary, else Intl's. */
  monthName(monthIndex: number): string;
  /** The translated label of an order status (`User.Orders.*`). */
  orderStatusLabel(status: 'Confirmed' | 'Open' | 'Cancelled' | 'Complete'): string;
  /**
   * A server's message (an API error's `code` and `params`) in this culture, money params as
   * money; `fallback` (else the server's English `message`) when the dictionary has no such code.
   */
  serverMessage(message: ServerMessage, fallback?: string): string;
}

/** Input of {@link createI18n}: the site's culture settings and its dictionary. */
export interface I18nOptions extends CultureSettingsInput {
  /** The culture's translations; default none (every key shows as itself). */
  dictionary?: Dictionary | undefined;
  /**
   * Texts for the keys `dictionary` lacks (e.g. the English dictionary while a new culture is
   * translated); default none. See `TranslatorOptions.fallback`.
   */
  fallbackDictionary?: Dictionary | undefined;
}

/**
 * Builds the i18n value of one culture: defaults en-US / en / EUR for what is missing (see
 * `resolveCulture`), a translator over the dictionary, and formatters bound to the locale and
 * currency. No React needed.
 *
 * @example
 * const i18n = createI18n({ locale: 'de-DE', currency: 'EUR', dictionary });
 * i18n.formatMoney(19.99); // '19,99 €'
 */
export function createI18n(options: I18nOptions = {}): I18nContextValue {
  const { locale, culture, currency } = resolveCulture(options);
  const t = createTranslator(options.dictionary ?? {}, { locale, fallback: options.fallbackDictionary });
  const money = (amount: number, otherCurrency?: string) =>
    formatMoney(amount, { locale, currency: otherCurrency ?? currency });
  return {
    locale,
    culture,
    currency,
    t,
    formatMoney: money,
    formatDate: (date: DateInput, formatOptions) => formatDate(date, { ...formatOptions, locale }),
    formatLongDate: (date: DateInput) => formatLongDate(date, { t, locale }),
    monthName: (monthIndex) => monthName(monthIndex, { t, locale }),
    orderStatusLabel: (status: OrderStatus) => orderStatusLabel(status, t),
    serverMessage: (message, fallback) =>
      translateServerMessage({ t, formatMoney: money }, message, fallback),
  };
}
