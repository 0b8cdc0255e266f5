import type { Meta, StoryObj } from '@storybook/react-vite';
import { maxWidth } from '../../test-utils/story-helpers.tsx';
import { demoPaymentProviders } from '../test-utils/demo-forms.ts';
import { PaymentProviderSelector } from './payment-provider-selector.tsx';

const meta = {
  title: 'Forms/PaymentProviderSelector',
  component: PaymentProviderSelector,
  decorators: [maxWidth(560)],
  args: { providers: demoPaymentProviders, value: 'card', onSelect: () => {} },
} satisfies Meta<typeof PaymentProviderSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoneChosen: Story = { args: { value: null, error: 'Choose a payment method' } };
export const Disabled: Story = { args: { disabled: true } };
