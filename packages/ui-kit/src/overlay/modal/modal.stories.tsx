import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../../primitives/button/button.tsx';
import { Modal } from './modal.tsx';

const meta = {
  title: 'Overlay/Modal',
  component: Modal,
  args: {
    open: true,
    onClose: () => {},
    title: 'Remove item?',
    description: 'The shirt leaves your basket.',
    size: 'md',
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { footer: <Button>Remove</Button>, children: <p>Home shirt 2026, size M</p> },
};
export const Interactive: Story = {
  render: (args) => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open modal</Button>
        <Modal {...args} open={open} onClose={() => setOpen(false)}>
          <p>Escape, the close button or a backdrop click close it; focus returns to the button.</p>
        </Modal>
      </>
    );
  },
};
