import type { Meta, StoryObj } from '@storybook/react-vite';
import { maxWidth, mobileGlobals } from '../../test-utils/story-helpers.tsx';
import { demoDropPoints, demoShippingProviders } from '../test-utils/demo-forms.ts';
import { ShippingProviderSelector } from './shipping-provider-selector.tsx';

const meta = {
  title: 'Forms/ShippingProviderSelector',
  component: ShippingProviderSelector,
  decorators: [maxWidth(560)],
  args: { providers: demoShippingProviders, value: 'home', onSelect: () => {}, onSearchDropPoints: () => {} },
} satisfies Meta<typeof ShippingProviderSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoneChosen: Story = { args: { value: null, error: 'Choose a shipping method' } };
export const DropPointSearch: Story = { args: { value: 'parcelshop', initialZipCode: 'NB1 2AB' } };
/**
 * On a phone the postcode field still shows a whole postcode (it showed "210" of "2100"): the
 * search button wraps under it instead of squeezing it. The play function fails otherwise.
 */
export const DropPointSearchMobile: Story = {
  args: { value: 'parcelshop', initialZipCode: 'SW1A 1AA' },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[name="dropPointZipCode"]');
    if (!input) throw new Error('no postcode field');
    if (input.scrollWidth > input.clientWidth) {
      throw new Error(
        `the postcode field cuts "${input.value}" (${input.clientWidth}px for ${input.scrollWidth}px)`,
      );
    }
  },
};
export const DropPointsLoading: Story = { args: { value: 'parcelshop', dropPointsPending: true } };
export const DropPoints: Story = {
  args: { value: 'parcelshop', dropPoints: demoDropPoints, dropPointId: 'dp-1' },
};
export const NoDropPoints: Story = { args: { value: 'parcelshop', dropPoints: [] } };
export const SearchError: Story = { args: { value: 'parcelshop', dropPointsError: 'Unknown zip code.' } };
