import type { Meta, StoryObj } from '@storybook/react-vite';
import { controlledBy } from '../../test-utils/story-helpers.tsx';
import { demoVariants } from '../test-utils/demo-products.ts';
import { VariantPicker } from './variant-picker.tsx';

const meta = {
  title: 'Catalogue/VariantPicker',
  component: VariantPicker,
  args: { variants: demoVariants, value: 'nb-home', onChange: () => {} },
  render: controlledBy(VariantPicker, 'value', 'onChange'),
} satisfies Meta<typeof VariantPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Plain swatches when the catalogue has no thumbnails. */
export const Swatches: Story = {
  args: {
    variants: [
      { id: 'red', colorName: 'Red', colorCode: '#B71C1C' },
      { id: 'sky', colorName: 'Sky blue', colorCode: '#81D4FA' },
      { id: 'white', colorName: 'White', colorCode: '#ffffff', availability: 'OutOfStock' },
    ],
    value: 'red',
  },
};
