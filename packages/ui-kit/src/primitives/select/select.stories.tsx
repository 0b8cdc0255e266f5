import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select.tsx';

const options = [
  { value: 'gb', label: 'United Kingdom' },
  { value: 'de', label: 'Germany' },
  { value: 'dk', label: 'Denmark' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Country', options, placeholder: 'Choose a country', disabled: false, required: false },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: 'We ship to these countries.' } };
export const WithError: Story = { args: { required: true, error: 'Choose a country' } };
export const Disabled: Story = { args: { disabled: true } };
