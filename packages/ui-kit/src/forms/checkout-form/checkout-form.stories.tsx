import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { maxWidth, mobileGlobals } from '../../test-utils/story-helpers.tsx';
import { PaymentProviderSelector } from '../provider-selectors/payment-provider-selector.tsx';
import { ShippingProviderSelector } from '../provider-selectors/shipping-provider-selector.tsx';
import {
  demoCountries,
  demoDropPoints,
  demoInvoiceDetails,
  demoPaymentProviders,
  demoShippingProviders,
} from '../test-utils/demo-forms.ts';
import { CheckoutForm } from './checkout-form.tsx';

const meta = {
  title: 'Forms/CheckoutForm',
  component: CheckoutForm,
  decorators: [maxWidth(720)],
  args: { countries: demoCountries, onSubmit: () => {} },
} satisfies Meta<typeof CheckoutForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** The stored checkout of a returning shopper, shipping to another address. */
export const Stored: Story = {
  args: {
    initialValues: {
      invoiceDetails: demoInvoiceDetails,
      useShippingAddress: true,
      shippingDetails: { firstName: 'Bo', lastName: 'Okafor', country: 'DK' },
    },
  },
};
export const ServerError: Story = {
  args: { serverError: 'Your basket changed. Check the items and try again.' },
};
/** The whole checkout step: addresses, shipping with drop points, payment. */
export const WithSelectors: Story = {
  render: function Render(args) {
    const [shipping, setShipping] = useState<{ id: string | null; point?: string | undefined }>({ id: null });
    const [payment, setPayment] = useState<string | null>(null);
    const [searched, setSearched] = useState(false);
    return (
      <CheckoutForm {...args}>
        <ShippingProviderSelector
          providers={demoShippingProviders}
          value={shipping.id}
          dropPointId={shipping.point}
          onSelect={(id, point) => setShipping({ id, point })}
          onSearchDropPoints={() => setSearched(true)}
          dropPoints={searched ? demoDropPoints : undefined}
        />
        <PaymentProviderSelector providers={demoPaymentProviders} value={payment} onSelect={setPayment} />
      </CheckoutForm>
    );
  },
};
export const Mobile: Story = { globals: mobileGlobals };
