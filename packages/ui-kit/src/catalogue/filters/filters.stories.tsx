import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { demoFilters } from '../test-utils/demo-products.ts';
import { emptyFilterSelection } from './filter-types.ts';
import { Filters } from './filters.tsx';

const meta = {
  title: 'Catalogue/Filters',
  component: Filters,
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  args: { filters: demoFilters, value: emptyFilterSelection(), onApply: () => {}, layout: 'auto' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <Filters
        {...args}
        value={value}
        onApply={(selection) => {
          setValue(selection);
          args.onApply(selection);
        }}
      />
    );
  },
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
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
