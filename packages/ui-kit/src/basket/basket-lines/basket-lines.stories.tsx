import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { mobileGlobals } from '../../test-utils/story-helpers.tsx';
import { demoLines } from '../test-utils/demo-basket.ts';
import { BasketLines } from './basket-lines.tsx';

const meta = {
  title: 'Basket/BasketLines',
  component: BasketLines,
  args: { lines: demoLines, onQuantityChange: () => {}, onRemove: () => {} },
  render: function Render(args) {
    const [lines, setLines] = useState(args.lines);
    return (
      <BasketLines
        {...args}
        lines={lines}
        onQuantityChange={(id, quantity) =>
          setLines((current) =>
            quantity === 0
              ? current.filter((line) => line.id !== id)
              : current.map((line) => (line.id === id ? { ...line, quantity, lineTotal: undefined } : line)),
          )
        }
        onRemove={(id) => setLines((current) => current.filter((line) => line.id !== id))}
      />
    );
  },
} satisfies Meta<typeof BasketLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A personalised shirt, a discounted one (x2) and a scarf. */
export const Default: Story = {};
/** A line being updated and a line the server refused. */
export const PendingAndError: Story = {
  args: { pendingLineIds: ['line-2'], lineErrors: { 'line-3': 'Only 1 left in stock' } },
};
/** Receipt and order pages: no controls. */
export const ReadOnly: Story = { args: { readOnly: true } };
export const Empty: Story = { args: { lines: [] } };
export const Mobile: Story = { globals: mobileGlobals };
