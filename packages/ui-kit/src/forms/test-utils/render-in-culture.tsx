import { I18nProvider } from '@clubshop/i18n';
import type { ReactNode } from 'react';
import { formsDictionary } from './demo-forms.ts';

/** Wraps a form in an en-GB / GBP culture with the forms' demo dictionary. */
export function inCulture(children: ReactNode) {
  return (
    <I18nProvider locale="en-GB" currency="GBP" dictionary={formsDictionary}>
      {children}
    </I18nProvider>
  );
}

/** The text of everything an element's `aria-describedby` points at. */
export function describedText(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim();
}
