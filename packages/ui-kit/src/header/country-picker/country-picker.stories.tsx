import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCountries } from '../../test-utils/sample-data.ts';
import { CountryPicker } from './country-picker.tsx';

const meta = {
  title: 'Header/CountryPicker',
  component: CountryPicker,
  args: { countries: sampleCountries, culture: 'en' },
  argTypes: { culture: { control: 'inline-radio', options: ['en', 'DE', 'da', 'fr'] } },
} satisfies Meta<typeof CountryPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The active country follows the Culture toolbar. */
export const ToolbarCulture: Story = {
  render: (args, { globals }) => (
    <CountryPicker {...args} culture={String(globals.culture ?? args.culture)} />
  ),
};
export const GermanUpperCaseCulture: Story = { args: { culture: 'DE' } };
export const UnknownCulture: Story = { args: { culture: 'fr' } };
