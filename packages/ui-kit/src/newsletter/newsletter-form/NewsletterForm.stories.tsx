import type { Meta, StoryObj } from '@storybook/react-vite';
import { withDictionary } from '../../catalogue/test-utils/with-dictionary.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';

const dictionary = {
  'Newsletter.FirstName': 'First name',
  'Newsletter.Email': 'E-mail',
  'Newsletter.TermsLabel': 'I accept the',
  'Newsletter.TermsLink': 'newsletter terms',
  'Newsletter.Submit': 'Sign up',
  'Newsletter.SubmitSuccess': 'Thanks for signing up! Look out for matchday offers.',
  'Newsletter.SubmitError': 'We could not sign you up. Please try again.',
  'Form.Validation.Required': 'This field is required',
  'Form.Validation.Email': 'Enter a valid e-mail address',
  'Common.Loading': 'Loading',
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Newsletter/NewsletterForm',
  component: NewsletterForm,
  decorators: [withDictionary(dictionary), (Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  args: {
    termsUrl: '/terms/',
    heading: 'Get the Northbridge FC newsletter',
    onSubmit: () => wait(1200),
  },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fill in and submit: 1.2 s of submitting (spinner), then the success message. */
export const Success: Story = {};
/** The signup fails after 1.2 s: a warning, the values stay. */
export const Failure: Story = {
  args: {
    onSubmit: async () => {
      await wait(1200);
      throw new Error('Service unavailable');
    },
  },
};
/** Stays in the submitting state. */
export const Submitting: Story = { args: { onSubmit: () => new Promise<void>(() => {}) } };
/** Side by side from 1024 px, as in the footer. */
export const Inline: Story = { args: { layout: 'inline', heading: undefined } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
