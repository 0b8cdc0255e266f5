import type { Meta, StoryObj } from '@storybook/react-vite';
import { withDictionary } from '../../catalogue/test-utils/with-dictionary.tsx';
import { formsDictionary } from '../test-utils/demo-forms.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

const meta = {
  title: 'Forms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  decorators: [withDictionary(formsDictionary), (Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  args: { onSubmit: () => new Promise((resolve) => setTimeout(resolve, 1000)) },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submit a valid address to see the "sent" message. */
export const Default: Story = {};
export const Pending: Story = { args: { pending: true } };
export const ServerError: Story = { args: { serverError: 'Too many requests. Try again in a minute.' } };
