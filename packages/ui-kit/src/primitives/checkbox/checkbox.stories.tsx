import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox.tsx';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Sign me up for the newsletter', disabled: false, required: false },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = { args: { description: 'One email a month, no spam.' } };
export const WithError: Story = {
  args: { label: 'I accept the terms', required: true, error: 'Please accept the terms' },
};
export const Disabled: Story = { args: { disabled: true } };
