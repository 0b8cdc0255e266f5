import type { Meta, StoryObj } from '@storybook/react-vite';
import { maxWidth } from '../../test-utils/story-helpers.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

const meta = {
  title: 'Forms/ResetPasswordForm',
  component: ResetPasswordForm,
  decorators: [maxWidth(420)],
  args: { token: 'demo-token', onSubmit: () => {} },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ExpiredLink: Story = { args: { serverError: 'This link has expired. Ask for a new one.' } };
export const Success: Story = { args: { success: 'Your password is saved. You can log in now.' } };
