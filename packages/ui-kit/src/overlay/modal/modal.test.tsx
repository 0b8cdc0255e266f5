import { Button, Modal, scrollLockCount } from '@clubshop/ui-kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';

function Example({ routeKey = '/' }: { routeKey?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        routeKey={routeKey}
        title="Remove item?"
        description="It leaves your basket."
        footer={<Button onClick={() => setOpen(false)}>Remove</Button>}
      >
        <p>Shirt, size M</p>
      </Modal>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Modal', () => {
  it('has no serious accessibility violations when open', async () => {
    render(<Modal open onClose={() => {}} title="Hello" description="World" />);
    expect(await seriousA11yViolations(document.body)).toEqual([]);
  });

  it('is a named, described modal dialog that takes focus and returns it', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Remove item?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'It leaves your basket.',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Common.Close' }));

    // Tab wraps inside the dialog in both directions.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Common.Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a backdrop click and on a route change', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Example routeKey="/a/" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(document.querySelector('[data-slot="backdrop"]')!);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    rerender(<Example routeKey="/b/" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks page scroll while open (reference counted) and unlocks after', () => {
    const { rerender } = render(
      <>
        <Modal open onClose={() => {}} title="One" />
        <Modal open onClose={() => {}} title="Two" />
      </>,
    );
    expect(scrollLockCount()).toBe(2);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <>
        <Modal open={false} onClose={() => {}} title="One" />
        <Modal open onClose={() => {}} title="Two" />
      </>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <>
        <Modal open={false} onClose={() => {}} title="One" />
        <Modal open={false} onClose={() => {}} title="Two" />
      </>,
    );
    expect(scrollLockCount()).toBe(0);
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps its content 400 ms after closing, inert, then clears it', () => {
    vi.useFakeTimers();
    const { rerender } = render(
      <Modal open onClose={() => {}} title="Size guide">
        <p>Chest 96 cm</p>
      </Modal>,
    );
    rerender(
      <Modal open={false} onClose={() => {}} title="Size guide">
        <p>Chest 96 cm</p>
      </Modal>,
    );
    const frame = document.querySelector('.cs-overlay') as HTMLElement;
    expect(frame.dataset.state).toBe('closed');
    expect(frame.hasAttribute('inert')).toBe(true);
    act(() => vi.advanceTimersByTime(399));
    expect(screen.getByText('Chest 96 cm')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Chest 96 cm')).toBeNull();
  });
});
