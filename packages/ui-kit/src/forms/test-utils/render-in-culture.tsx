import { inGbpWith } from '../../test-utils/in-gbp.tsx';
import { formsDictionary } from './demo-forms.ts';

/** Wraps a form in an en-GB / GBP culture with the forms' demo dictionary. */
export const inCulture = inGbpWith(formsDictionary);

/** The text of everything an element's `aria-describedby` points at. */
export function describedText(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim();
}
