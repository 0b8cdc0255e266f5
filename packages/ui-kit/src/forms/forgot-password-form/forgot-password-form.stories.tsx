import type { Meta, StoryObj } from '@storybook/react-vite';
import { maxWidth, pretendSubmit } from '../../test-utils/story-helpers.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

const meta = {
  title: 'Forms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  decorators: [maxWidth(420)],
  args: { onSubmit: pretendSubmit(1000) },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submit a valid address to see the "sent" message. */
export const Default: Story = {};
export const Pending: Story = { args: { pending: true } };
export const ServerError: Story = { args: { serverError: 'Too many requests. Try again in a minute.' } };
