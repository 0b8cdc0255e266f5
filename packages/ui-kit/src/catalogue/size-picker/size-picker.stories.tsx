import type { Meta, StoryObj } from '@storybook/react-vite';
import { controlledBy } from '../../test-utils/story-helpers.tsx';
import { demoSizes } from '../test-utils/demo-products.ts';
import { SizePicker } from './size-picker.tsx';

const meta = {
  title: 'Catalogue/SizePicker',
  component: SizePicker,
  args: { sizes: demoSizes, value: undefined, onChange: () => {} },
  render: controlledBy(SizePicker, 'value', 'onChange'),
} satisfies Meta<typeof SizePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sizes arrive unordered; the picker sorts them (128, 164, S, M, L, XL, XXL, 3XL). */
export const Default: Story = {};
export const Selected: Story = { args: { value: 'v-l' } };
export const WithError: Story = { args: { error: 'Choose a size' } };
export const AllOutOfStock: Story = {
  args: { sizes: demoSizes.map((size) => ({ ...size, availability: 'OutOfStock' as const })) },
};
