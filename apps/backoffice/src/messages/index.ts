/**
 * The back office's own messages in en, de and da (the shop's dictionary lives in the database
 * and is the shoppers'; these are the staff's, shipped with the app). `cultureOf` picks the
 * culture of a request or a page.
 */
import { da } from './da.ts';
import { de } from './de.ts';
import { en, type MessageKey, type Messages } from './en.ts';

export type { MessageKey, Messages };

/** The cultures of the back office, English first (the fallback). */
export const cultures = ['en', 'de', 'da'] as const;
/** One culture of the back office. */
export type Culture = (typeof cultures)[number];

/** Each culture's messages. */
export const messages: Record<Culture, Messages> = { en, de, da };

/** The locale each culture formats numbers, money and dates in. */
export const localeOf: Record<Culture, string> = { en: 'en-GB', de: 'de-DE', da: 'da-DK' };

/** Whether `value` is a culture of the back office. */
export function isCulture(value: unknown): value is Culture {
  return typeof value === 'string' && (cultures as readonly string[]).includes(value);
}

/**
 * The culture to show: the explicit choice when it is one of ours, else the first of the
 * `Accept-Language` header's languages that is, else English.
 */
export function cultureOf(choice: string | undefined, acceptLanguage: string | undefined | null): Culture {
  if (isCulture(choice)) return choice;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const language = part.trim().split(';')[0]?.split('-')[0]?.toLowerCase();
    if (isCulture(language)) return language;
  }
  return 'en';
}
