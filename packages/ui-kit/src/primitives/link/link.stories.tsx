import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, linkVariants } from './link.tsx';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/terms/', children: 'Terms and conditions', variant: 'inline' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};
export const Subtle: Story = { args: { variant: 'subtle' } };
export const NewTab: Story = {
  args: { href: 'https://example.org', target: '_blank', children: 'Club website' },
};
