import type { Meta, StoryObj } from '@storybook/react-vite';
import { maxWidth } from '../../test-utils/story-helpers.tsx';
import { demoProducts } from '../test-utils/demo-products.ts';
import { ProductCard } from './product-card.tsx';

const [home, away, preorder, soldOut, , noImage] = demoProducts;

const meta = {
  title: 'Catalogue/ProductCard',
  component: ProductCard,
  decorators: [maxWidth(280)],
  args: { product: home! },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};
export const Discount: Story = { args: { product: away! } };
export const Preorder: Story = { args: { product: preorder! } };
export const OutOfStock: Story = { args: { product: soldOut! } };
export const WithoutImage: Story = { args: { product: noImage! } };
/** Keys instead of text: what a site shows before its dictionary has the catalogue's aliases. */
export const Untranslated: Story = {
  parameters: { i18n: { withoutDictionary: true } },
  args: { product: away! },
};
