import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoCountries } from '../test-utils/demo-forms.ts';
import { CountrySelect } from './country-select.tsx';

const meta = {
  title: 'Forms/CountrySelect',
  component: CountrySelect,
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  args: { countries: demoCountries },
} satisfies Meta<typeof CountrySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chosen: Story = { args: { defaultValue: 'DK' } };
export const WithError: Story = { args: { error: 'This field is required', required: true } };
