import type { Meta, StoryObj } from '@storybook/react-vite';
import { maxWidth } from '../../test-utils/story-helpers.tsx';
import { demoTotals } from '../test-utils/demo-basket.ts';
import { BasketSummary } from './basket-summary.tsx';

const meta = {
  title: 'Basket/BasketSummary',
  component: BasketSummary,
  decorators: [maxWidth(360)],
  args: { totals: demoTotals, quantity: 4 },
} satisfies Meta<typeof BasketSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With discounts (a sale price and a voucher) and paid shipping. */
export const Discount: Story = {};
/** Before a shipping method is chosen. */
export const ShippingLater: Story = {
  args: { totals: { subTotal: { amount: 65 }, total: { amount: 65 } }, quantity: 1 },
};
export const FreeShipping: Story = {
  args: { totals: { subTotal: { amount: 130 }, shippingTotal: { amount: 0 }, total: { amount: 130 } } },
};
/** Danish site: da-DK, DKK. */
export const Danish: Story = {
  globals: { culture: 'da' },
  args: {
    totals: { subTotal: { amount: 998 }, shippingTotal: { amount: 49 }, total: { amount: 1047 } },
    quantity: 2,
  },
};
