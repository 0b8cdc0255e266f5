import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCountries } from '../../test-utils/sample-data.ts';
import { cultureArgTypes, withToolbarCulture } from '../../test-utils/story-helpers.tsx';
import { CountryPicker } from './country-picker.tsx';

const meta = {
  title: 'Header/CountryPicker',
  component: CountryPicker,
  args: { countries: sampleCountries, culture: 'en' },
  argTypes: cultureArgTypes,
} satisfies Meta<typeof CountryPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The active country follows the Culture toolbar. */
export const ToolbarCulture: Story = {
  render: withToolbarCulture(CountryPicker),
};
export const GermanUpperCaseCulture: Story = { args: { culture: 'DE' } };
export const UnknownCulture: Story = { args: { culture: 'fr' } };
