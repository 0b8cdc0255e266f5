'use client';

import { type JSX, type ReactNode, useMemo } from 'react';
import { createI18n } from '../create-i18n.ts';
import type { Dictionary } from '../dictionary.ts';
import { I18nContext } from './i18n-context.ts';

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  /** BCP 47 locale; default en-US. */
  locale?: string | undefined;
  /** Dictionary culture; default the locale's language, or en. */
  culture?: string | undefined;
  /** ISO 4217 currency; default EUR. */
  currency?: string | undefined;
  /** The culture's translations (e.g. from `loadDictionary`); default none. */
  dictionary?: Dictionary | undefined;
  /** Texts for the keys `dictionary` lacks (e.g. English while a culture is translated); default none. Keep it stable too. */
  fallbackDictionary?: Dictionary | undefined;
  children?: ReactNode;
}

/**
 * Provides the culture of a site to `useI18n` / `useTranslation` below it. Missing props take the
 * defaults; a provider does not inherit from an outer provider. Keep the `dictionary` object
 * stable between renders (state, memo or query data): a new object rebuilds the translator.
 *
 * @example
 * <I18nProvider locale="da-DK" culture="da" currency="DKK" dictionary={dictionary}>
 *   <App />
 * </I18nProvider>
 */
export function I18nProvider({
  locale,
  culture,
  currency,
  dictionary,
  fallbackDictionary,
  children,
}: I18nProviderProps): JSX.Element {
  const value = useMemo(
    () => createI18n({ locale, culture, currency, dictionary, fallbackDictionary }),
    [locale, culture, currency, dictionary, fallbackDictionary],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}
