import type { Meta, StoryObj } from '@storybook/react-vite';
import { maxWidth } from '../../test-utils/story-helpers.tsx';
import { TextAreaField } from './text-area-field.tsx';

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  decorators: [maxWidth(480)],
  args: { label: 'Message', name: 'message', required: false, disabled: false },
} satisfies Meta<typeof TextAreaField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The contact form's and checkout's comment field. */
export const Default: Story = {};
export const WithDescription: Story = { args: { description: 'We answer within two working days.' } };
export const WithError: Story = { args: { required: true, error: 'This field is required' } };
export const Filled: Story = {
  args: { defaultValue: 'Please leave the parcel with the neighbour at number 3.' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sent on 2 November' } };
