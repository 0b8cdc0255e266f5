import type { Meta, StoryObj } from '@storybook/react-vite';
import { controlledBy } from '../../test-utils/story-helpers.tsx';
import { StylePicker } from './style-picker.tsx';

const meta = {
  title: 'Catalogue/StylePicker',
  component: StylePicker,
  args: {
    styles: [
      { id: 'men', label: 'Men' },
      { id: 'women', label: 'Women' },
      { id: 'kids', label: 'Kids' },
      { id: 'infant', label: 'Infant kit', disabled: true, note: 'Out of stock' },
    ],
    value: 'men',
    onChange: () => {},
  },
  render: controlledBy(StylePicker, 'value', 'onChange'),
} satisfies Meta<typeof StylePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoneChosen: Story = { args: { value: null } };
