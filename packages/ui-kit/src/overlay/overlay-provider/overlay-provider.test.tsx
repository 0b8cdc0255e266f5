import { OverlayProvider, SlideInOverlay, useOverlay } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';

function Page() {
  const overlay = useOverlay();
  return (
    <>
      <button type="button" onClick={() => overlay.open('menu')}>
        Menu
      </button>
      <button type="button" onClick={() => overlay.open('filter')}>
        Filter
      </button>
      <SlideInOverlay
        open={overlay.isOpen('menu')}
        onClose={() => overlay.close('menu')}
        title="Menu panel"
      />
      <SlideInOverlay
        open={overlay.isOpen('filter')}
        onClose={() => overlay.close('filter')}
        variant="filter"
        title="Filter panel"
      />
    </>
  );
}

describe('OverlayProvider', () => {
  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <OverlayProvider>
        <Page />
      </OverlayProvider>,
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('opens one overlay at a time and closes on route change', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <OverlayProvider routeKey="/">
        <Page />
      </OverlayProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu panel' })).toBeTruthy();
    rerender(
      <OverlayProvider routeKey="/kits/">
        <Page />
      </OverlayProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('useOverlay needs a provider', () => {
    expect(() => render(<Page />)).toThrow(/OverlayProvider/);
  });
});
