import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewsletterForm } from './newsletter-form.tsx';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Newsletter/NewsletterForm',
  component: NewsletterForm,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
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
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
