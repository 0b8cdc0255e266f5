import type { Meta, StoryObj } from '@storybook/react-vite';
import { maxWidth } from '../../test-utils/story-helpers.tsx';
import { demoCountries } from '../test-utils/demo-forms.ts';
import { CountrySelect } from './country-select.tsx';

const meta = {
  title: 'Forms/CountrySelect',
  component: CountrySelect,
  decorators: [maxWidth(320)],
  args: { countries: demoCountries },
} satisfies Meta<typeof CountrySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chosen: Story = { args: { defaultValue: 'DK' } };
export const WithError: Story = { args: { error: 'This field is required', required: true } };
