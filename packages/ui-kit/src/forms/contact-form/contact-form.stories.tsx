import type { Meta, StoryObj } from '@storybook/react-vite';
import { maxWidth, pretendSubmit } from '../../test-utils/story-helpers.tsx';
import { ContactForm } from './contact-form.tsx';

const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  decorators: [maxWidth(560)],
  args: { onSubmit: pretendSubmit(800) },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LoggedIn: Story = {
  args: { initialValues: { name: 'Ada Okafor', email: 'ada@harbour.example' } },
};
export const Pending: Story = { args: { pending: true } };
export const ServerError: Story = { args: { serverError: 'The message could not be sent.' } };
