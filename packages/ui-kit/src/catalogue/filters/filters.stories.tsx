import type { Meta, StoryObj } from '@storybook/react-vite';
import { controlledBy, maxWidth, mobileGlobals } from '../../test-utils/story-helpers.tsx';
import { demoFilters } from '../test-utils/demo-products.ts';
import { emptyFilterSelection } from './filter-types.ts';
import { Filters } from './filters.tsx';

const meta = {
  title: 'Catalogue/Filters',
  component: Filters,
  decorators: [maxWidth(320)],
  args: { filters: demoFilters, value: emptyFilterSelection(), onApply: () => {}, layout: 'auto' },
  render: controlledBy(Filters, 'value', 'onApply'),
} satisfies Meta<typeof Filters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inline from 1024 px, a slide-in below (resize the canvas). */
export const Auto: Story = {};
export const Applied: Story = {
  args: {
    value: { multiple: { color: ['navy'] }, range: { price: { min: 20, max: 60 } }, bit: { sale: true } },
  },
};
export const Mobile: Story = {
  args: { layout: 'overlay' },
  globals: mobileGlobals,
};
