import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, linkVariants } from './link.tsx';
import { LinkComponentProvider, type LinkRendererProps } from './link-component.tsx';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  subcomponents: { LinkComponentProvider },
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

/** Stands in for an app router's link: marks the anchor so you can see it was used. */
function RouterLink({ href, ...props }: LinkRendererProps) {
  return <a href={href} data-router-link="" {...props} />;
}

/**
 * Every kit link below a LinkComponentProvider renders through the app's router link (client-side
 * navigation); inspect the anchor for `data-router-link`.
 */
export const ThroughTheAppRouter: Story = {
  render: (args) => (
    <LinkComponentProvider component={RouterLink}>
      <Link {...args} />
    </LinkComponentProvider>
  ),
};
