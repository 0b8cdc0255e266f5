import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingBar } from './loading-bar.tsx';

const meta = {
  title: 'Feedback/LoadingBar',
  component: LoadingBar,
  args: { pending: true, failed: false },
  // The bar moves on timers (throttle, progress, fade after a failure): a screenshot would catch it
  // at any point of them, so the visual review leaves it out.
  parameters: { layout: 'fullscreen', visual: { skip: true } },
} satisfies Meta<typeof LoadingBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Toggle `pending` and `failed` in the controls to see the throttle, finish and hide timings. */
export const Pending: Story = {};
export const Idle: Story = { args: { pending: false } };
export const Failed: Story = { args: { pending: false, failed: true } };
