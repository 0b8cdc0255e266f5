import type { Meta, StoryObj } from '@storybook/react-vite';
import { StockAvailability } from './stock-availability.tsx';

const meta = {
  title: 'Catalogue/StockAvailability',
  component: StockAvailability,
  args: { status: 'InStock' },
} satisfies Meta<typeof StockAvailability>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};
export const OutOfStock: Story = { args: { status: 'OutOfStock' } };
export const Preorder: Story = {
  args: {
    status: 'InPreorderStock',
    preorderDate: '2026-07-15',
    preorderInfo: 'Ships with the 26/27 season launch.',
  },
};
export const PreorderCompact: Story = {
  args: { status: 'InPreorderStock', preorderDate: '2026-07-15', variant: 'compact' },
};
