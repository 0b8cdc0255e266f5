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

export const English: Story = {};
export const GermanUpperCaseCulture: Story = { args: { culture: 'DE' } };
export const UnknownCulture: Story = { args: { culture: 'fr' } };
