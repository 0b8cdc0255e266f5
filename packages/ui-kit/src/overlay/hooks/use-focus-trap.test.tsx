import { Button, focusableElements, Modal, SlideInOverlay, useFocusTrap } from '@clubshop/ui-kit';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';

/** A page with a button that opens a modal holding `children`. */
function PageWithModal({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <a href="/elsewhere/">A link on the page</a>
      <Modal open={open} onClose={() => setOpen(false)} title="Personalise">
        {children}
      </Modal>
    </>
  );
}

const sizes = (
  <fieldset>
    <legend>Size</legend>
    {['S', 'M', 'L'].map((size) => (
      <label key={size}>
        <input type="radio" name="size" value={size} defaultChecked={size === 'M'} />
        {size}
      </label>
    ))}
  </fieldset>
);

const focused = () => document.activeElement;

/** A trap whose container holds nothing focusable: focus goes to the panel. */
function Frame() {
  const frame = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(frame, true, { fallbackFocus: panel });
  return (
    <div ref={frame}>
      <div ref={panel} role="dialog" aria-label="Notice" tabIndex={-1}>
        <p>Orders placed today ship tomorrow.</p>
        <button type="button" disabled>
          Disabled
        </button>
      </div>
    </div>
  );
}

/** A menu overlay with a button that opens a size guide modal on top of it. */
function Nested() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setMenuOpen(true)}>Menu</Button>
      <SlideInOverlay open={menuOpen} onClose={() => setMenuOpen(false)} title="Menu">
        <Button onClick={() => setGuideOpen(true)}>Size guide</Button>
      </SlideInOverlay>
      <Modal open={guideOpen} onClose={() => setGuideOpen(false)} title="Size guide">
        <Button>Centimetres</Button>
      </Modal>
    </>
  );
}

describe('focus trap (focus-trap library, the page inert)', () => {
  it('treats a radio group as one stop: Shift+Tab from the first element wraps to the checked radio', async () => {
    const user = userEvent.setup();
    render(<PageWithModal>{sizes}</PageWithModal>);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Common.Close' });
    expect(focused()).toBe(close);

    // The selector list took the last radio (L) for the last stop; Tab never reaches it.
    await user.tab({ shift: true });
    expect(focused()).toBe(screen.getByRole('radio', { name: 'M' }));
    await user.tab();
    expect(focused()).toBe(close);
  });

  it('skips elements hidden by a stylesheet or the hidden attribute when wrapping', async () => {
    const user = userEvent.setup();
    render(
      <PageWithModal>
        <style>{'.is-collapsed { display: none; }'}</style>
        <button type="button">Add to basket</button>
        <div className="is-collapsed">
          <button type="button">Size guide</button>
        </div>
        <button type="button" hidden>
          Share
        </button>
      </PageWithModal>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Common.Close' });
    const add = screen.getByRole('button', { name: 'Add to basket' });
    const modal = screen.getByRole('dialog');
    expect(focusableElements(modal)).toEqual([close, add]);

    await user.tab();
    expect(focused()).toBe(add);
    await user.tab();
    expect(focused()).toBe(close);
    await user.tab({ shift: true });
    expect(focused()).toBe(add);
  });

  it('makes the rest of the page inert while open, and gives it back on close', async () => {
    const user = userEvent.setup();
    render(
      <PageWithModal>
        <p>Chest 96 cm</p>
      </PageWithModal>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const pageRoot = opener.closest('body > div') as HTMLElement;
    expect(pageRoot.hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();

    await user.keyboard('{Escape}');
    expect(pageRoot.hasAttribute('inert')).toBe(false);
    expect(focused()).toBe(opener);
  });

  it('focuses the fallback (the panel) when nothing inside can take focus', () => {
    render(<Frame />);
    expect(focused()).toBe(screen.getByRole('dialog'));
  });

  it('nests: Escape closes the inner overlay first, and each returns focus to its opener', async () => {
    const user = userEvent.setup();
    render(<Nested />);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    const guideButton = screen.getByRole('button', { name: 'Size guide' });
    await user.click(guideButton);
    expect(screen.getByRole('dialog', { name: 'Size guide' })).toBeTruthy();
    // The menu is inert behind the guide: Tab stays in the guide.
    await user.tab();
    expect(focused()).toBe(screen.getByRole('button', { name: 'Centimetres' }));
    await user.tab();
    expect(screen.getByRole('dialog', { name: 'Size guide' }).contains(focused())).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Size guide' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    expect(focused()).toBe(guideButton);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(menuButton);
  });

  it('leaves the backdrop clickable while the page is inert', async () => {
    const user = userEvent.setup();
    render(
      <PageWithModal>
        <p>Chest 96 cm</p>
      </PageWithModal>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = document.querySelector('[data-slot="backdrop"]') as HTMLElement;
    expect(backdrop.closest('[inert]')).toBeNull();
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
