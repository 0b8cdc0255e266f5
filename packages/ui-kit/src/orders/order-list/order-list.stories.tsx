import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileGlobals } from '../../test-utils/story-helpers.tsx';
import { demoOrders } from '../test-utils/demo-orders.ts';
import { OrderList } from './order-list.tsx';

const meta = {
  title: 'Orders/OrderList',
  component: OrderList,
  args: { orders: demoOrders },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { orders: [] } };
export const Loading: Story = { args: { loading: true } };
/** Below 1024 px each order is a card. */
export const Mobile: Story = { globals: mobileGlobals };
