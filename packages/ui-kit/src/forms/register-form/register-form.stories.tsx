import type { Meta, StoryObj } from '@storybook/react-vite';
import { maxWidth } from '../../test-utils/story-helpers.tsx';
import { RegisterForm } from './register-form.tsx';

const meta = {
  title: 'Forms/RegisterForm',
  component: RegisterForm,
  decorators: [maxWidth(560)],
  args: { onSubmit: () => {} },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Pending: Story = { args: { pending: true } };
export const ServerError: Story = { args: { serverError: 'An account with this e-mail already exists.' } };
export const Success: Story = { args: { success: 'Check your e-mail to confirm your account.' } };
