import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderStatusLabel } from './order-status-label.tsx';

const meta = {
  title: 'Orders/OrderStatusLabel',
  component: OrderStatusLabel,
  args: { status: 'Open' },
} satisfies Meta<typeof OrderStatusLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Confirmed: Story = { args: { status: 'Confirmed' } };
export const Complete: Story = { args: { status: 'Complete' } };
export const Cancelled: Story = { args: { status: 'Cancelled' } };
