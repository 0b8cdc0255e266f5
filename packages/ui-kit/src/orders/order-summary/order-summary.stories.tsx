import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoOrder } from '../test-utils/demo-orders.ts';
import { OrderSummary } from './order-summary.tsx';

const meta = {
  title: 'Orders/OrderSummary',
  component: OrderSummary,
  args: { order: demoOrder },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SeparateShippingAddress: Story = {
  args: {
    order: {
      ...demoOrder,
      status: 'Complete',
      shippingAddress: {
        firstName: 'Bo',
        lastName: 'Okafor',
        street: 'Havnegade 3',
        zipCode: '1058',
        city: 'København',
        country: 'DK',
      },
    },
  },
};
/** The receipt: methods as names, no discount. */
export const Receipt: Story = {
  args: {
    order: {
      orderNumber: 'NB-1043',
      createdAt: '2026-11-21T09:30:00.000Z',
      status: 'Confirmed',
      shippingMethod: 'Parcel shop',
      paymentMethod: 'PayPal',
      subTotal: { amount: 65 },
      discountTotal: { amount: 0 },
      shippingTotal: { amount: 3.5 },
      total: { amount: 68.5 },
    },
  },
};
