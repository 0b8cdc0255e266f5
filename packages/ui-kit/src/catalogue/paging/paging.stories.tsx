import type { Meta, StoryObj } from '@storybook/react-vite';
import { controlledBy } from '../../test-utils/story-helpers.tsx';
import { Paging } from './paging.tsx';

const meta = {
  title: 'Catalogue/Paging',
  component: Paging,
  args: { page: 5, pageCount: 12 },
  render: controlledBy(Paging, 'page', 'onPageChange'),
} satisfies Meta<typeof Paging>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Buttons, for client-side state. */
export const Buttons: Story = {};
export const FirstPage: Story = { args: { page: 1 } };
export const LastPage: Story = { args: { page: 12 } };
/** Links, crawlable, for category pages. */
export const Links: Story = {
  args: { hrefForPage: (page: number) => `?page=${page}` },
  render: (args) => <Paging {...args} />,
};
