import type { Meta, StoryObj } from '@storybook/react-vite';
import { maxWidth, pretendSubmit } from '../../test-utils/story-helpers.tsx';
import { demoAccountDetails, demoCountries } from '../test-utils/demo-forms.ts';
import { AccountDetailsForm } from './account-details-form.tsx';

const meta = {
  title: 'Forms/AccountDetailsForm',
  component: AccountDetailsForm,
  decorators: [maxWidth(560)],
  args: {
    countries: demoCountries,
    onSubmit: pretendSubmit(800),
    initialValues: demoAccountDetails,
  },
} satisfies Meta<typeof AccountDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { initialValues: {} } };
export const ServerError: Story = { args: { serverError: 'Your session has expired. Log in again.' } };
