import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, alertTones } from './alert.tsx';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { tone: 'info', title: 'Good to know', children: 'Orders placed before 2 pm ship today.' },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { tone: 'success', title: 'Thanks!', children: 'You are signed up.' } };
export const Warning: Story = {
  args: { tone: 'warning', title: undefined, children: 'We could not sign you up.' },
};
export const ErrorTone: Story = { name: 'Error', args: { tone: 'error', children: 'Payment failed.' } };
export const Dismissible: Story = { args: { onDismiss: () => {} } };
