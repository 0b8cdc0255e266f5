import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountLink } from './account-link.tsx';

const meta = {
  title: 'Header/AccountLink',
  component: AccountLink,
  args: { loggedIn: false },
} satisfies Meta<typeof AccountLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Login" (`Header.Login`), linking to /login/. */
export const LoggedOut: Story = {};
/** "My account" (`Header.Account`), linking to /user/profile/. */
export const LoggedIn: Story = { args: { loggedIn: true } };
/** The customer's first name instead of "My account". */
export const WithName: Story = { args: { loggedIn: true, accountLabel: 'Alex' } };
