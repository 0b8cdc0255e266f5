import { I18nProvider } from '@clubshop/i18n';
import type { ReactNode } from 'react';

/** A Storybook decorator: the story in an English (GB) culture with the given demo translations. */
export function withDictionary(dictionary: Record<string, string>, locale = 'en-GB', currency = 'GBP') {
  return (Story: () => ReactNode) => (
    <I18nProvider locale={locale} currency={currency} dictionary={dictionary}>
      {Story()}
    </I18nProvider>
  );
}
