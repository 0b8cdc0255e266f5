/**
 * The kit's side of the shared rule tables (`@clubshop/validation/conformance`): the size picker
 * shows sizes in the table's order, and the forms accept and refuse the table's values exactly as
 * the API's contract does.
 */
import { Personalisation, SizePicker } from '@clubshop/ui-kit';
import { fieldRuleTable, sizeOrderTable } from '@clubshop/validation/conformance';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { inCulture, renderReportingCheckout } from '../forms/test-utils/render-in-culture.tsx';

describe('SizePicker (size order table)', () => {
  test('shows the sizes in the required order, unknown labels last', () => {
    const labels = [
      ...sizeOrderTable.ordered,
      ...sizeOrderTable.unknown.input.filter((label) => label !== 'XL'),
    ];
    const sizes = [...labels].reverse().map((label) => ({ id: `v-${label}`, label }));
    render(inCulture(<SizePicker sizes={sizes} value={undefined} onChange={() => {}} />));
    const shown = within(screen.getByRole('group'))
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value'));
    const unknownSorted = sizeOrderTable.unknown.sorted.filter((label) => label !== 'XL');
    expect(shown).toEqual([...sizeOrderTable.ordered, ...unknownSorted].map((label) => `v-${label}`));
  });
});

describe('Personalisation name (field rule table)', () => {
  const validityOf = (name: string) => {
    const onChange = vi.fn();
    const { unmount } = render(inCulture(<Personalisation type="Personal" onChange={onChange} />));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: name } });
    const valid = onChange.mock.lastCall?.[1];
    unmount();
    return valid;
  };
  test.each(fieldRuleTable.addOnName.accepted.map((value) => [value]))('accepts %j', (value) => {
    expect(validityOf(value)).toBe(true);
  });
  test.each(fieldRuleTable.addOnName.refused.map((value) => [value]))('refuses %j', (value) => {
    expect(validityOf(value)).toBe(false);
  });
});

describe.each([
  ['email', /^E-mail/],
  ['phone', /Phone/],
  ['street', /Street and number/],
] as const)('CheckoutForm %s (field rule table)', (field, label) => {
  const validityOf = (value: string) => {
    const onInvoiceDetailsChange = vi.fn();
    const { unmount, invoice } = renderReportingCheckout(onInvoiceDetailsChange);
    fireEvent.change(within(invoice).getByRole('textbox', { name: label }), { target: { value } });
    const change = onInvoiceDetailsChange.mock.lastCall?.[1];
    unmount();
    expect(change?.field).toBe(field);
    return change?.valid;
  };
  test.each(fieldRuleTable[field].accepted.map((value) => [value]))('accepts %j', (value) => {
    expect(validityOf(value)).toBe(true);
  });
  test.each(fieldRuleTable[field].refused.map((value) => [value]))('refuses %j', (value) => {
    expect(validityOf(value)).toBe(false);
  });
});
