import { AccountLink, BasketLink, basketLinkTiming } from '@clubshop/ui-kit';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';

const badge = () => document.querySelector<HTMLElement>('.cs-basket-link__badge')!;

afterEach(() => {
  vi.useRealTimers();
});

describe('BasketLink and AccountLink', () => {
  it('have no serious accessibility violations', async () => {
    const { container } = render(
      <div>
        <BasketLink quantity={3} loaded />
        <BasketLink quantity={0} loaded={false} />
        <BasketLink quantity={undefined} loaded />
        <AccountLink loggedIn={false} />
        <AccountLink loggedIn accountLabel="Alex" />
      </div>,
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('basket: spinner until loaded, then the quantity; 1000 ms spinner whenever it changes', () => {
    vi.useFakeTimers();
    expect(basketLinkTiming.changeAnimation).toBe(1000);
    const { rerender } = render(<BasketLink quantity={0} loaded={false} />);
    const link = screen.getByRole('link');
    expect(badge().dataset.state).toBe('busy');
    expect(link.getAttribute('aria-busy')).toBe('true');

    rerender(<BasketLink quantity={2} loaded />);
    expect(badge().dataset.state).toBe('idle');
    expect(badge().textContent).toBe('2');
    expect(link.getAttribute('href')).toBe('/cart/');
    expect(link.textContent).toBe('Header.Basket2 Basket.Items');
    expect(link.getAttribute('aria-busy')).toBe('false');

    rerender(<BasketLink quantity={3} loaded />);
    expect(badge().dataset.state).toBe('busy');
    act(() => vi.advanceTimersByTime(999));
    expect(badge().dataset.state).toBe('busy');
    act(() => vi.advanceTimersByTime(1));
    expect(badge().textContent).toBe('3');
    expect(link.getAttribute('aria-busy')).toBe('false');
  });

  it('basket: an unknown quantity shows no number and claims no count, in the same box', () => {
    const { rerender } = render(<BasketLink quantity={undefined} loaded />);
    const link = screen.getByRole('link');
    expect(badge().dataset.state).toBe('unknown');
    expect(badge().textContent).toBe('');
    expect(link.textContent).toBe('Header.Basket');
    expect(link.getAttribute('aria-busy')).toBe('false');
    // Asked for: the spinner, still no count in the name.
    rerender(<BasketLink quantity={undefined} loaded={false} />);
    expect(badge().dataset.state).toBe('busy');
    expect(link.textContent).toBe('Header.Basket');
    // Known: the number, and no change animation (the first known value is not a change).
    rerender(<BasketLink quantity={3} loaded />);
    expect(badge().dataset.state).toBe('idle');
    expect(badge().textContent).toBe('3');
    expect(link.textContent).toBe('Header.Basket3 Basket.Items');
  });

  it('basket: while loading, the name claims no count', () => {
    render(<BasketLink quantity={0} loaded={false} />);
    expect(screen.getByRole('link').textContent).toBe('Header.Basket');
  });

  it('account: "Login" when logged out, the account when logged in', () => {
    const { rerender } = render(<AccountLink loggedIn={false} />);
    expect(screen.getByRole('link', { name: 'Header.Login' }).getAttribute('href')).toBe('/login/');
    rerender(<AccountLink loggedIn accountLabel="Alex" />);
    expect(screen.getByRole('link', { name: 'Alex' }).getAttribute('href')).toBe('/user/profile/');
    rerender(<AccountLink loggedIn />);
    expect(screen.getByRole('link', { name: 'Header.Account' })).toBeTruthy();
  });
});
