import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingBar } from './loading-bar.tsx';

const meta = {
  title: 'Feedback/LoadingBar',
  component: LoadingBar,
  args: { pending: true, failed: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Toggle `pending` and `failed` in the controls to see the throttle, finish and hide timings. */
export const Pending: Story = {};
export const Idle: Story = { args: { pending: false } };
export const Failed: Story = { args: { pending: false, failed: true } };
