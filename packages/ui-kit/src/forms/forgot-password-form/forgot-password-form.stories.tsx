import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

const meta = {
  title: 'Forms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  args: { onSubmit: () => new Promise((resolve) => setTimeout(resolve, 1000)) },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submit a valid address to see the "sent" message. */
export const Default: Story = {};
export const Pending: Story = { args: { pending: true } };
export const ServerError: Story = { args: { serverError: 'Too many requests. Try again in a minute.' } };
