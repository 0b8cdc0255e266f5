import { SlideInOverlay } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';

describe('SlideInOverlay', () => {
  it('has no serious accessibility violations when open', async () => {
    render(
      <SlideInOverlay open onClose={() => {}} title="Menu" onBack={() => {}}>
        <a href="/kits/">Kits</a>
      </SlideInOverlay>,
    );
    expect(await seriousA11yViolations(document.body)).toEqual([]);
  });

  it('navigation variant: left edge, title, Back and Close', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    const onClose = vi.fn();
    render(
      <SlideInOverlay open onClose={onClose} title="Kits" onBack={onBack}>
        <a href="/kits/home/">Home kit</a>
      </SlideInOverlay>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Kits' });
    expect(dialog.dataset).toMatchObject({ side: 'left', variant: 'navigation' });
    await user.click(screen.getByRole('button', { name: 'Common.Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Common.Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('filter variant: right edge, no Back, footer actions, Escape closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <SlideInOverlay
        open
        onClose={onClose}
        variant="filter"
        title="Filter"
        footer={<button type="button">Show 12</button>}
      >
        <p>Size</p>
      </SlideInOverlay>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Filter' });
    expect(dialog.dataset.side).toBe('right');
    expect(screen.queryByRole('button', { name: 'Common.Back' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show 12' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    render(<SlideInOverlay open={false} onClose={() => {}} title="Menu" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
