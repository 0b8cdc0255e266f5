import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../primitives/button/button.tsx';
import { SlideInOverlay } from './slide-in-overlay.tsx';

const meta = {
  title: 'Overlay/SlideInOverlay',
  component: SlideInOverlay,
  args: { open: true, onClose: () => {}, title: 'Menu', variant: 'navigation' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['navigation', 'filter'] },
    side: { control: 'inline-radio', options: ['left', 'right'] },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SlideInOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Navigation: Story = { args: { children: <p>Navigation items</p> } };
export const NavigationSubLevel: Story = {
  args: { title: 'Kits', onBack: () => {}, children: <p>Home kit</p> },
};
export const Filter: Story = {
  args: {
    variant: 'filter',
    title: 'Filter',
    children: <p>Size, colour…</p>,
    footer: <Button fullWidth>Show 24 products</Button>,
  },
};
