import type { Dictionary } from '@clubshop/i18n';
import { danishDictionary } from './da.ts';
import { germanDictionary } from './de.ts';
import { englishDictionary } from './en.ts';

/**
 * The cultures of the Storybook toolbar, as the demo shop's three countries have them. Every
 * story renders in the chosen one: its dictionary, locale (numbers, dates) and currency.
 */
export const storyCultures = {
  en: { title: 'English (en-GB, GBP)', locale: 'en-GB', currency: 'GBP', dictionary: englishDictionary },
  de: { title: 'Deutsch (de-DE, EUR)', locale: 'de-DE', currency: 'EUR', dictionary: germanDictionary },
  da: { title: 'Dansk (da-DK, DKK)', locale: 'da-DK', currency: 'DKK', dictionary: danishDictionary },
} as const satisfies Record<
  string,
  { title: string; locale: string; currency: string; dictionary: Dictionary }
>;

/** A culture of the toolbar: `en`, `de` or `da`. */
export type StoryCulture = keyof typeof storyCultures;

/** The culture a story renders in when the toolbar has not chosen one. */
export const defaultStoryCulture: StoryCulture = 'en';
