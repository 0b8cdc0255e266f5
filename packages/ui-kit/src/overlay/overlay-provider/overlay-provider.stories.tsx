import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../../primitives/button/button.tsx';
import { Modal } from '../modal/modal.tsx';
import { SlideInOverlay } from '../slide-in-overlay/slide-in-overlay.tsx';
import { OverlayProvider, useOverlay } from './overlay-provider.tsx';

function Page({ onNavigate }: { onNavigate: () => void }) {
  const overlay = useOverlay();
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button onClick={() => overlay.open('menu')}>Open menu</Button>
      <Button variant="outline" onClick={() => overlay.open('size-guide')}>
        Size guide
      </Button>
      <SlideInOverlay open={overlay.isOpen('menu')} onClose={() => overlay.close('menu')} title="Menu">
        <p>Opening the size guide from here closes the menu: one overlay at a time.</p>
        <Button variant="outline" onClick={() => overlay.open('size-guide')}>
          Size guide
        </Button>{' '}
        <Button variant="ghost" onClick={onNavigate}>
          Go to another page
        </Button>
      </SlideInOverlay>
      <Modal
        open={overlay.isOpen('size-guide')}
        onClose={() => overlay.close('size-guide')}
        title="Size guide"
        description="Chest width in centimetres."
      >
        <p>S 96 · M 102 · L 108 · XL 114</p>
      </Modal>
    </div>
  );
}

const meta = {
  title: 'Overlay/OverlayProvider',
  component: OverlayProvider,
  args: { routeKey: '/', children: null },
  argTypes: { children: { control: false } },
  render: function Render(args) {
    const [route, setRoute] = useState(0);
    return (
      <OverlayProvider {...args} routeKey={`${String(args.routeKey)}#${route}`}>
        <Page onNavigate={() => setRoute((count) => count + 1)} />
      </OverlayProvider>
    );
  },
} satisfies Meta<typeof OverlayProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open the menu, then the size guide from inside it; "Go to another page" closes whatever is open. */
export const OneAtATime: Story = {};
