import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterForm } from './register-form.tsx';

const meta = {
  title: 'Forms/RegisterForm',
  component: RegisterForm,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  args: { onSubmit: () => {} },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Pending: Story = { args: { pending: true } };
export const ServerError: Story = { args: { serverError: 'An account with this e-mail already exists.' } };
export const Success: Story = { args: { success: 'Check your e-mail to confirm your account.' } };
