import type { Meta, StoryObj } from '@storybook/react-vite';
import { BasketIcon } from '../icons/icons.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: '3 items in your basket' },
  argTypes: {
    children: { control: 'text', description: 'The text for screen readers only; any span prop works too.' },
  },
  render: (args) => (
    <a href="/cart/" style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      <BasketIcon />
      <span aria-hidden="true">3</span>
      <VisuallyHidden {...args} />
    </a>
  ),
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link shows an icon and "3"; a screen reader reads "3 items in your basket". */
export const InALink: Story = {};
