import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoLines } from '../../basket/test-utils/demo-basket.ts';
import { mobileGlobals } from '../../test-utils/story-helpers.tsx';
import { OrderLines } from './order-lines.tsx';

const meta = {
  title: 'Orders/OrderLines',
  component: OrderLines,
  args: { lines: demoLines },
} satisfies Meta<typeof OrderLines>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: mobileGlobals };
