import type { Meta, StoryObj } from '@storybook/react-vite';
import { Backdrop } from './backdrop.tsx';

const meta = {
  title: 'Overlay/Backdrop',
  component: Backdrop,
  args: { open: true, onDismiss: () => {} },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <p style={{ padding: 16 }}>The page behind the overlay.</p>
      <Backdrop {...args} />
    </>
  ),
} satisfies Meta<typeof Backdrop>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dimmed layer behind every overlay; a click on it dismisses the overlay. */
export const Open: Story = {};
/** Closing: it fades out. */
export const Closed: Story = { args: { open: false } };
