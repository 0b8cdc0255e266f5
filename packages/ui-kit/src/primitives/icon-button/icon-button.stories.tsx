import type { Meta, StoryObj } from '@storybook/react-vite';
import { buttonVariants } from '../button/button-variants.ts';
import { CloseIcon, MenuIcon, SearchIcon } from '../icons/icons.tsx';
import { IconButton } from './icon-button.tsx';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Open menu', children: <MenuIcon />, size: 'md', variant: 'ghost', disabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants.variant },
    size: { control: 'inline-radio', options: buttonVariants.size },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ghost by default: the header's and overlays' icon buttons. `label` is its accessible name. */
export const Ghost: Story = {};
export const Primary: Story = { args: { variant: 'primary', label: 'Search', children: <SearchIcon /> } };
export const Outline: Story = { args: { variant: 'outline', label: 'Close', children: <CloseIcon /> } };
export const Disabled: Story = { args: { disabled: true } };
/** Every size, for the 44 px touch target of `md` and up. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonVariants.size.map((size) => (
        <IconButton key={size} {...args} size={size} label={`Open menu (${size})`} />
      ))}
    </div>
  ),
};
