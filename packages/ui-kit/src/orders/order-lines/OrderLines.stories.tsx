import type { Meta, StoryObj } from '@storybook/react-vite';
import { basketDictionary, demoLines } from '../../basket/test-utils/demo-basket.ts';
import { withDictionary } from '../../catalogue/test-utils/with-dictionary.tsx';
import { ordersDictionary } from '../test-utils/demo-orders.ts';
import { OrderLines } from './OrderLines.tsx';

const meta = {
  title: 'Orders/OrderLines',
  component: OrderLines,
  decorators: [withDictionary({ ...basketDictionary, ...ordersDictionary })],
  args: { lines: demoLines },
} satisfies Meta<typeof OrderLines>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
