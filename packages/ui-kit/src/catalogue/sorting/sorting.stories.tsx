import type { Meta, StoryObj } from '@storybook/react-vite';
import { controlledBy } from '../../test-utils/story-helpers.tsx';
import { Sorting } from './sorting.tsx';

const meta = {
  title: 'Catalogue/Sorting',
  component: Sorting,
  args: {
    value: 'popular',
    onChange: () => {},
    options: [
      { key: 'popular', label: 'Most popular' },
      { key: 'newest', label: 'Newest' },
      { key: 'price-asc', label: 'Price, low to high' },
      { key: 'price-desc', label: 'Price, high to low' },
    ],
  },
  render: controlledBy(Sorting, 'value', 'onChange'),
} satisfies Meta<typeof Sorting>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomLabel: Story = { args: { label: 'Order' } };
