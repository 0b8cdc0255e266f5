import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../../primitives/link/link.tsx';
import { ErrorPage } from './error-page.tsx';

const meta = {
  title: 'Feedback/ErrorPage',
  component: ErrorPage,
  args: {
    statusCode: 404,
    message: 'This page could not be found',
    homeLink: <Link href="/">Back to the shop</Link>,
  },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const ServerError: Story = { args: { statusCode: 500, message: 'Something broke on our side.' } };
export const WithDetails: Story = {
  args: {
    statusCode: 500,
    message: 'An error occurred while showing the error page.',
    details: 'TypeError: x is undefined',
  },
};
export const HeadingOnly: Story = { render: () => <ErrorPage /> };
