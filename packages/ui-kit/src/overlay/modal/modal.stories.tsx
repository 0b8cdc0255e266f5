import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../../primitives/button/button.tsx';
import { Link } from '../../primitives/link/link.tsx';
import { RadioGroup } from '../../primitives/radio-group/radio-group.tsx';
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

/**
 * The focus trap with what a selector list gets wrong: a radio group (one Tab stop, its checked
 * radio) and, last in the dialog, a button hidden by CSS and one with `hidden`. Open it and Tab around: focus stays in
 * the dialog and skips the hidden buttons; the page behind is inert. The test command drives this
 * story with Chromium's own keyboard.
 */
export const FocusTrap: Story = {
  args: { title: 'Choose a print', description: 'Name and number cost £15.' },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open modal</Button>{' '}
        <Link href="#behind">A link on the page behind</Link>
        <Modal {...args} open={open} onClose={() => setOpen(false)}>
          <Button onClick={() => setOpen(false)}>Add print</Button>
          <RadioGroup
            label="Print"
            name="print"
            defaultValue="player"
            options={[
              { value: 'none', label: 'No print' },
              { value: 'player', label: 'Player name and number' },
              { value: 'own', label: 'Your own name' },
            ]}
          />
          {/* Last in the dialog, so a trap that counts them ends its Tab cycle on them. */}
          <button type="button" style={{ display: 'none' }}>
            Hidden by CSS
          </button>
          <button type="button" hidden>
            Hidden by the hidden attribute
          </button>
        </Modal>
      </>
    );
  },
};
