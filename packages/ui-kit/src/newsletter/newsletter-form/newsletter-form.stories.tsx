import type { Meta, StoryObj } from '@storybook/react-vite';
import { maxWidth, mobileGlobals, wait } from '../../test-utils/story-helpers.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

const meta = {
  title: 'Newsletter/NewsletterForm',
  component: NewsletterForm,
  decorators: [maxWidth(560)],
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
export const Mobile: Story = { globals: mobileGlobals };
