import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Burger } from './burger.tsx';

const meta = {
  title: 'Header/Burger',
  component: Burger,
  args: { expanded: false, onClick: () => {} },
  render: function Render(args) {
    const [expanded, setExpanded] = useState(args.expanded);
    return <Burger {...args} expanded={expanded} onClick={() => setExpanded((open) => !open)} />;
  },
} satisfies Meta<typeof Burger>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Click to toggle `aria-expanded`; the header opens the mobile navigation with it. */
export const Closed: Story = {};
export const Expanded: Story = { args: { expanded: true } };
/** A label of the app's choosing instead of `Header.OpenMenu`. */
export const CustomLabel: Story = { args: { label: 'Club menu' } };
