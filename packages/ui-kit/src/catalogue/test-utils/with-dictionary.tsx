import { I18nProvider } from '@clubshop/i18n';
import type { ReactNode } from 'react';

/** Wraps stories in an English (GB) culture with the given demo translations. */
export function withDictionary(dictionary: Record<string, string>, locale = 'en-GB', currency = 'GBP') {
  return function DictionaryDecorator(Story: () => ReactNode) {
    return (
      <I18nProvider locale={locale} currency={currency} dictionary={dictionary}>
        <Story />
      </I18nProvider>
    );
  };
}
