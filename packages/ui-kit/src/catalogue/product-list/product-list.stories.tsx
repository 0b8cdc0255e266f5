import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileGlobals } from '../../test-utils/story-helpers.tsx';
import { demoProducts } from '../test-utils/demo-products.ts';
import { ProductList } from './product-list.tsx';

const meta = {
  title: 'Catalogue/ProductList',
  component: ProductList,
  args: { products: demoProducts, label: 'Shirts' },
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { products: [] } };
export const Mobile: Story = { globals: mobileGlobals };
