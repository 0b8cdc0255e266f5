import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '../../primitives/text-field/text-field.tsx';
import { maxWidth, wait } from '../../test-utils/story-helpers.tsx';
import { FormShell } from './form-shell.tsx';

const meta = {
  title: 'Forms/FormShell',
  component: FormShell,
  decorators: [maxWidth(420)],
  args: {
    submitLabel: 'Save',
    pending: false,
    onSubmit: async (event) => {
      event.preventDefault();
      await wait(600);
    },
    children: <TextField label="Club nickname" name="nickname" />,
  },
  argTypes: { children: { control: false }, footer: { control: false } },
} satisfies Meta<typeof FormShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The frame of every kit form: fields, message, submit button. */
export const Default: Story = {};
export const Pending: Story = { args: { pending: true } };
export const ServerError: Story = { args: { serverError: 'The club shop is closed for stocktaking.' } };
export const Success: Story = { args: { success: 'Saved.' } };
/** A submit that throws shows `Form.SubmitError`. Press Save. */
export const FailingSubmit: Story = {
  args: {
    onSubmit: async (event) => {
      event.preventDefault();
      await wait(300);
      throw new Error('Network down');
    },
  },
};
