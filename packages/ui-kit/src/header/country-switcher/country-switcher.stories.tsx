import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCountries } from '../../test-utils/sample-data.ts';
import { cultureArgTypes, withToolbarCulture } from '../../test-utils/story-helpers.tsx';
import { CountrySwitcher } from './country-switcher.tsx';

const meta = {
  title: 'Header/CountrySwitcher',
  component: CountrySwitcher,
  args: { countries: sampleCountries, culture: 'en', onSwitch: () => {} },
  argTypes: cultureArgTypes,
} satisfies Meta<typeof CountrySwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The active country follows the Culture toolbar. */
export const ToolbarCulture: Story = {
  render: withToolbarCulture(CountrySwitcher),
};
export const GermanUpperCaseCulture: Story = { args: { culture: 'DE' } };
export const UnknownCulture: Story = { args: { culture: 'fr' } };
