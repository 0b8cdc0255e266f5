import { AccountDetailsForm, CheckoutForm, ContactForm } from '@clubshop/ui-kit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';
import { demoCountries, demoInvoiceDetails } from '../test-utils/demo-forms.ts';
import { describedText, inCulture, renderReportingCheckout } from '../test-utils/render-in-culture.tsx';

const stored = demoInvoiceDetails;

describe('CheckoutForm', () => {
  test('has no serious accessibility violations', async () => {
    const { container } = render(
      inCulture(
        <CheckoutForm
          countries={demoCountries}
          onSubmit={() => {}}
          initialValues={{ invoiceDetails: stored, useShippingAddress: true }}
        />,
      ),
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  test('reports every invoice field change upward with the whole address and its validity', async () => {
    const onInvoiceDetailsChange = vi.fn();
    const { invoice } = renderReportingCheckout(onInvoiceDetailsChange);
    await userEvent.type(within(invoice).getByRole('textbox', { name: /Street and number/ }), 'Stadium');
    expect(onInvoiceDetailsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ street: 'Stadium', email: '', country: '' }),
      { field: 'street', valid: false },
    );
    await userEvent.type(within(invoice).getByRole('textbox', { name: /Street and number/ }), ' Way 1');
    expect(onInvoiceDetailsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ street: 'Stadium Way 1' }),
      {
        field: 'street',
        valid: true,
      },
    );
    await userEvent.selectOptions(within(invoice).getByRole('combobox', { name: /Country/ }), 'DK');
    expect(onInvoiceDetailsChange).toHaveBeenLastCalledWith(expect.objectContaining({ country: 'DK' }), {
      field: 'country',
      valid: true,
    });
  });

  test('a site with one checkout country starts with it chosen, and reports it with the address', async () => {
    const onInvoiceDetailsChange = vi.fn();
    const [denmark] = demoCountries.filter((country) => country.code === 'DK');
    render(
      inCulture(
        <CheckoutForm
          countries={[denmark!]}
          onSubmit={() => {}}
          onInvoiceDetailsChange={onInvoiceDetailsChange}
        />,
      ),
    );
    const invoice = screen.getByRole('group', { name: 'Invoice address' });
    expect((within(invoice).getByRole('combobox', { name: /Country/ }) as HTMLSelectElement).value).toBe(
      'DK',
    );
    await userEvent.type(within(invoice).getByRole('textbox', { name: /City/ }), 'Aarhus');
    expect(onInvoiceDetailsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ city: 'Aarhus', country: 'DK' }),
      { field: 'city', valid: true },
    );
  });

  test('street needs a house number and the e-mail must be repeated (eager, translated)', async () => {
    render(inCulture(<CheckoutForm countries={demoCountries} onSubmit={() => {}} />));
    const street = screen.getByRole('textbox', { name: /Street and number/ });
    await userEvent.type(street, 'Way');
    await userEvent.tab();
    expect(describedText(street)).toBe('Enter a street and house number');
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'a@b.dk');
    const confirmation = screen.getByRole('textbox', { name: /Repeat e-mail/ });
    await userEvent.type(confirmation, 'a@b.de');
    await userEvent.tab();
    expect(describedText(confirmation)).toBe('The values do not match');
  });

  test('the shipping switch reveals the shipping fields (no e-mail confirmation) and an empty one is refused', async () => {
    const onUseShippingAddressChange = vi.fn();
    const onShippingDetailsChange = vi.fn();
    const onSubmit = vi.fn();
    render(
      inCulture(
        <CheckoutForm
          countries={demoCountries}
          initialValues={{ invoiceDetails: stored }}
          onUseShippingAddressChange={onUseShippingAddressChange}
          onShippingDetailsChange={onShippingDetailsChange}
          onSubmit={onSubmit}
        />,
      ),
    );
    expect(screen.queryByRole('group', { name: 'Shipping address' })).toBeNull();
    const toggle = screen.getByRole('checkbox', { name: 'Ship to a different address' });
    await userEvent.click(toggle);
    expect(onUseShippingAddressChange).toHaveBeenLastCalledWith(true);
    const shipping = screen.getByRole('group', { name: 'Shipping address' });
    expect(within(shipping).queryByRole('textbox', { name: /Repeat e-mail/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(within(shipping).getByRole('textbox', { name: /E-mail/ }));
    await userEvent.click(toggle);
    expect(onShippingDetailsChange).toHaveBeenLastCalledWith(null, {
      field: 'useShippingAddress',
      valid: true,
    });
  });

  test('shipping changes and the comment are reported; submit sends both addresses', async () => {
    const onShippingDetailsChange = vi.fn();
    const onCommentChange = vi.fn();
    const onSubmit = vi.fn();
    const shippingStored = {
      email: 'grandad@riverside.example',
      phone: '+45 12 34 56 78',
      firstName: 'Bo',
      lastName: 'Okafor',
      street: 'Havnegade 3',
      city: 'Kobenhavn',
      zipCode: '1058',
      country: '',
    };
    render(
      inCulture(
        <CheckoutForm
          countries={demoCountries}
          initialValues={{
            invoiceDetails: stored,
            shippingDetails: shippingStored,
            useShippingAddress: true,
          }}
          onShippingDetailsChange={onShippingDetailsChange}
          onCommentChange={onCommentChange}
          onSubmit={onSubmit}
        />,
      ),
    );
    const shipping = screen.getByRole('group', { name: 'Shipping address' });
    await userEvent.selectOptions(within(shipping).getByRole('combobox', { name: /Country/ }), 'DK');
    expect(onShippingDetailsChange).toHaveBeenLastCalledWith(
      { ...shippingStored, country: 'DK' },
      { field: 'country', valid: true },
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Comment/ }), 'Gift');
    expect(onCommentChange).toHaveBeenLastCalledWith('Gift');
    await userEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect(onSubmit).toHaveBeenCalledWith({
      invoiceDetails: stored,
      shippingDetails: { ...shippingStored, country: 'DK' },
      useShippingAddress: true,
      comment: 'Gift',
    });
  });
});

describe('AccountDetailsForm', () => {
  test('has no serious violations; starts from the profile; says saved after submit', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { container } = render(
      inCulture(
        <AccountDetailsForm
          countries={demoCountries}
          initialValues={{ ...stored, phone: null }}
          onSubmit={onSubmit}
        />,
      ),
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await userEvent.type(phone, 'x');
    await userEvent.tab();
    expect(describedText(phone)).toBe('Enter a valid phone number');
    await userEvent.clear(phone);
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Okafor',
      phone: '',
      street: '1 Stadium Way',
      city: 'Northbridge',
      zipCode: 'NB1 1AA',
      country: 'GB',
    });
    expect((await screen.findByRole('status')).textContent).toContain('Your details are saved.');
  });
});

describe('ContactForm', () => {
  test('has no serious violations; sends, empties and thanks', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { container } = render(inCulture(<ContactForm onSubmit={onSubmit} />));
    expect(await seriousA11yViolations(container)).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'a@b.uk');
    await userEvent.type(screen.getByRole('textbox', { name: /Subject/ }), 'Kit');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(describedText(screen.getByRole('textbox', { name: /Message/ }))).toBe('This field is required');
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ada',
      email: 'a@b.uk',
      phone: '',
      subject: 'Kit',
      message: 'Hi',
    });
    expect((await screen.findByRole('status')).textContent).toContain('Thanks');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveProperty('value', '');
  });
});
