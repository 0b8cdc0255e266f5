import type { Meta, StoryObj } from '@storybook/react-vite';
import { withDictionary } from '../../catalogue/test-utils/with-dictionary.tsx';
import { ordersDictionary } from '../test-utils/demo-orders.ts';
import { OrderStatusLabel } from './OrderStatusLabel.tsx';

const meta = {
  title: 'Orders/OrderStatusLabel',
  component: OrderStatusLabel,
  decorators: [withDictionary(ordersDictionary)],
  args: { status: 'Open' },
} satisfies Meta<typeof OrderStatusLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Confirmed: Story = { args: { status: 'Confirmed' } };
export const Complete: Story = { args: { status: 'Complete' } };
export const Cancelled: Story = { args: { status: 'Cancelled' } };
