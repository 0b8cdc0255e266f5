import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoDropPoints, demoShippingProviders } from '../test-utils/demo-forms.ts';
import { ShippingProviderSelector } from './shipping-provider-selector.tsx';

const meta = {
  title: 'Forms/ShippingProviderSelector',
  component: ShippingProviderSelector,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  args: { providers: demoShippingProviders, value: 'home', onSelect: () => {}, onSearchDropPoints: () => {} },
} satisfies Meta<typeof ShippingProviderSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoneChosen: Story = { args: { value: null, error: 'Choose a shipping method' } };
export const DropPointSearch: Story = { args: { value: 'parcelshop', initialZipCode: 'NB1 2AB' } };
export const DropPointsLoading: Story = { args: { value: 'parcelshop', dropPointsPending: true } };
export const DropPoints: Story = {
  args: { value: 'parcelshop', dropPoints: demoDropPoints, dropPointId: 'dp-1' },
};
export const NoDropPoints: Story = { args: { value: 'parcelshop', dropPoints: [] } };
export const SearchError: Story = { args: { value: 'parcelshop', dropPointsError: 'Unknown zip code.' } };
