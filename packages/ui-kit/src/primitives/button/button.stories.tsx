import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from '../icon-button/icon-button.tsx';
import { MenuIcon } from '../icons/icons.tsx';
import { Button } from './button.tsx';
import { buttonVariants } from './button-variants.ts';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: {
    children: 'Add to basket',
    variant: 'primary',
    size: 'md',
    loading: false,
    disabled: false,
    fullWidth: false,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants.variant },
    size: { control: 'inline-radio', options: buttonVariants.size },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonVariants.size.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {buttonVariants.variant.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <IconButton label="Open menu" size={size}>
            <MenuIcon />
          </IconButton>
        </div>
      ))}
    </div>
  ),
};
