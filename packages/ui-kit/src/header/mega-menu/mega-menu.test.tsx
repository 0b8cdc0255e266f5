import { MegaMenu, megaMenuTiming } from '@clubshop/ui-kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleNavigation, seriousA11yViolations } from '../../test-utils/index.ts';

const itemOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

afterEach(() => {
  vi.useRealTimers();
});

describe('MegaMenu', () => {
  it('has no serious accessibility violations, closed and open', async () => {
    const { container } = render(<MegaMenu items={sampleNavigation} touch={false} />);
    expect(await seriousA11yViolations(container)).toEqual([]);
    fireEvent.mouseEnter(itemOf('Kits'));
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('timings follow the requirements', () => {
    expect(megaMenuTiming).toEqual({ leaveDelay: 200, routeChangeLock: 1500 });
  });

  it('opens on hover with two child levels and closes 200 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    render(<MegaMenu items={sampleNavigation} touch={false} />);
    const kits = itemOf('Kits');
    expect(kits.dataset.state).toBe('closed');
    fireEvent.mouseEnter(kits);
    expect(kits.dataset.state).toBe('open');
    expect(screen.getByRole('link', { name: 'Home kit' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shirts' })).toBeTruthy();
    fireEvent.mouseLeave(screen.getByRole('navigation'));
    advance(199);
    expect(kits.dataset.state).toBe('open');
    // Coming back within the delay keeps it open.
    fireEvent.mouseEnter(kits);
    advance(500);
    expect(kits.dataset.state).toBe('open');
    fireEvent.mouseLeave(screen.getByRole('navigation'));
    advance(200);
    expect(kits.dataset.state).toBe('closed');
  });

  it('closes on a route change and stays closed under the pointer for 1500 ms', () => {
    vi.useFakeTimers();
    const { rerender } = render(<MegaMenu items={sampleNavigation} touch={false} routeKey="/" />);
    const kits = itemOf('Kits');
    fireEvent.mouseEnter(kits);
    rerender(<MegaMenu items={sampleNavigation} touch={false} routeKey="/kits/home/" />);
    expect(kits.dataset.state).toBe('closed');
    fireEvent.mouseEnter(kits);
    advance(1499);
    fireEvent.mouseEnter(kits);
    expect(kits.dataset.state).toBe('closed');
    advance(1);
    fireEvent.mouseEnter(kits);
    expect(kits.dataset.state).toBe('open');
  });

  it('keyboard: Tab passes by without opening; Enter on the toggle or Down on the item opens; Escape closes', async () => {
    const user = userEvent.setup();
    render(<MegaMenu items={sampleNavigation} touch={false} />);
    await user.tab();
    const kits = screen.getByRole('link', { name: 'Kits' });
    expect(document.activeElement).toBe(kits);
    // Focus alone opens nothing: Tab moves on to the toggle, then past the panel.
    expect(itemOf('Kits').dataset.state).toBe('closed');
    await user.tab();
    const toggle = screen.getAllByRole('button')[0]!;
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.tab();
    expect(itemOf('Kits').dataset.state).toBe('closed');
    expect(document.activeElement).not.toBe(screen.queryByRole('link', { name: 'Home kit' }));

    // Enter on the toggle opens, and Tab then walks into the panel.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Home kit' }));
    await user.keyboard('{Escape}');
    expect(itemOf('Kits').dataset.state).toBe('closed');
    expect(document.activeElement).toBe(toggle);
    // Space toggles it too.
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    // Down on the item opens its panel and moves into it; Down and Up walk its links.
    kits.focus();
    await user.keyboard('{ArrowDown}');
    expect(itemOf('Kits').dataset.state).toBe('open');
    const panelLinks = [...itemOf('Kits').querySelectorAll('.cs-mega-menu__panel a')];
    expect(document.activeElement).toBe(panelLinks[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(panelLinks[1]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(panelLinks[0]);
    // Right on a top item moves to the next one (closing the open panel).
    kits.focus();
    await user.keyboard('{ArrowRight}');
    expect(itemOf('Kits').dataset.state).toBe('closed');
    expect(document.activeElement?.closest('li')).not.toBe(itemOf('Kits'));
  });

  it('on touch devices a tap on an item with children opens it instead of navigating', () => {
    render(<MegaMenu items={sampleNavigation} touch />);
    const kitsLink = screen.getByRole('link', { name: 'Kits' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      kitsLink.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(itemOf('Kits').dataset.state).toBe('open');
    expect(kitsLink.getAttribute('aria-expanded')).toBe('true');
    // Hover does nothing on touch; an item without children navigates normally.
    const saleClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'Sale' }).dispatchEvent(saleClick);
    expect(saleClick.defaultPrevented).toBe(false);
  });
});
