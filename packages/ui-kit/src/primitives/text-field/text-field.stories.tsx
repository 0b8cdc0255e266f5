import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './input.tsx';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  subcomponents: { Input },
  args: { label: 'Email', name: 'email', type: 'email', required: false, disabled: false },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: 'We send your receipt here.' } };
export const WithError: Story = {
  args: { required: true, error: 'Enter a valid email address', defaultValue: 'fan@' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'fan@club.example' } };
export const BareInput: Story = {
  render: () => <Input aria-label="Voucher code" placeholder="Voucher code" />,
};
