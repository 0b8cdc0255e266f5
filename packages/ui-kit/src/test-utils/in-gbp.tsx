import { type Dictionary, I18nProvider } from '@clubshop/i18n';
import type { ReactNode } from 'react';

/**
 * A test wrapper: `inGbpWith(dictionary)` gives a function that renders its children in the
 * en-GB culture with pounds (GBP) and that demo dictionary, what most of the kit's tests render in.
 *
 * @example const inGbp = inGbpWith(basketDictionary); render(inGbp(<BasketLines lines={demoLines} />));
 */
export function inGbpWith(dictionary: Dictionary) {
  return function inGbp(children: ReactNode) {
    return (
      <I18nProvider locale="en-GB" currency="GBP" dictionary={dictionary}>
        {children}
      </I18nProvider>
    );
  };
}
