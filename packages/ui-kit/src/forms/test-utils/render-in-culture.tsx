import { render, screen } from '@testing-library/react';
import { inGbpWith } from '../../test-utils/in-gbp.tsx';
import { CheckoutForm, type CheckoutFormProps } from '../checkout-form/checkout-form.tsx';
import { demoCountries, formsDictionary } from './demo-forms.ts';

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

/**
 * Renders an empty CheckoutForm (the demo countries) that reports each invoice field change to
 * `onInvoiceDetailsChange`; returns the render result and the invoice address group.
 */
export function renderReportingCheckout(onInvoiceDetailsChange: CheckoutFormProps['onInvoiceDetailsChange']) {
  const result = render(
    inCulture(
      <CheckoutForm
        countries={demoCountries}
        onSubmit={() => {}}
        onInvoiceDetailsChange={onInvoiceDetailsChange}
      />,
    ),
  );
  return { ...result, invoice: screen.getByRole('group', { name: 'Invoice address' }) };
}
