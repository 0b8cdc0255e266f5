import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResetPasswordForm } from './reset-password-form.tsx';

const meta = {
  title: 'Forms/ResetPasswordForm',
  component: ResetPasswordForm,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  args: { token: 'demo-token', onSubmit: () => {} },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ExpiredLink: Story = { args: { serverError: 'This link has expired. Ask for a new one.' } };
export const Success: Story = { args: { success: 'Your password is saved. You can log in now.' } };
