import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { maxWidth } from '../../test-utils/story-helpers.tsx';
import { demoFilters } from '../test-utils/demo-products.ts';
import { FilterPanel } from './filter-panel.tsx';
import { emptyFilterSelection } from './filter-types.ts';

const meta = {
  title: 'Catalogue/FilterPanel',
  component: FilterPanel,
  decorators: [maxWidth(320)],
  args: { filters: demoFilters, value: emptyFilterSelection(), onApply: () => {} },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <>
        <h2 id="filter-panel-heading">Filter</h2>
        <FilterPanel
          {...args}
          labelledBy="filter-panel-heading"
          value={value}
          onApply={(selection) => {
            setValue(selection);
            args.onApply(selection);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form inside Filters: every filter type; changes stay a draft until Apply. */
export const Empty: Story = {};
/** A selection applied before (from the URL, say): navy, £20-60, on sale. */
export const Applied: Story = {
  args: {
    value: { multiple: { color: ['navy'] }, range: { price: { min: 20, max: 60 } }, bit: { sale: true } },
  },
};
/** Only checkbox groups. */
export const MultipleOnly: Story = {
  args: { filters: demoFilters.filter((filter) => filter.type === 'Multiple') },
};
