import type { Meta, StoryObj } from '@storybook/react-vite';
import { maxWidth, mobileGlobals, pretendSubmit } from '../../test-utils/story-helpers.tsx';
import { LoginForm } from './login-form.tsx';

const meta = {
  title: 'Forms/LoginForm',
  component: LoginForm,
  decorators: [maxWidth(420)],
  args: {
    onSubmit: pretendSubmit(1500),
    forgotPasswordHref: '/forgot-password/',
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submit empty to see every message; the submit takes 1.5 s to show the pending state. */
export const Default: Story = {};
export const Pending: Story = { args: { pending: true, initialEmail: 'fan@northbridge.example' } };
export const ServerError: Story = { args: { serverError: 'Wrong e-mail or password.' } };
export const Mobile: Story = { globals: mobileGlobals };
