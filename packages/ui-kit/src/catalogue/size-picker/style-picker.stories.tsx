import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <StylePicker {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof StylePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoneChosen: Story = { args: { value: null } };
