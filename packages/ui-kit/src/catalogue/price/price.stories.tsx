import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './price.tsx';

const meta = {
  title: 'Catalogue/Price',
  component: Price,
  args: { unitPrice: { amount: 65 } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};
export const Discount: Story = { args: { discountPrice: { amount: 45.5 }, savings: { amount: 19.5 } } };
export const DiscountLarge: Story = { args: { discountPrice: { amount: 45.5 }, size: 'lg' } };
/** Danish kroner in da-DK formatting. */
export const Danish: Story = {
  globals: { culture: 'da' },
  args: { unitPrice: { amount: 499 }, discountPrice: { amount: 349 } },
};
