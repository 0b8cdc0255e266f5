import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { inProcessApi } from '../../../test/support/in-process-api.ts';
import { renderShop } from '../../../test/support/render-shop.tsx';

const api = inProcessApi();

describe('the shop header (ui-kit parts)', () => {
  test('usps, logo home link, megamenu, account "Login" and the basket with its count', async () => {
    await renderShop(api, '/');
    const header = await screen.findByRole('banner');
    const home = within(header).getByRole('link', { name: 'Home' });
    expect(home.getAttribute('href')).toBe('/');
    expect(within(home).getByRole('img').getAttribute('alt')).toBeTruthy();
    expect(within(header).getByRole('region', { name: 'Our promises' })).toBeTruthy();
    // The megamenu is an island: rendered in the browser (no server HTML), its code loads at once.
    const navigation = await within(header).findByRole('navigation', { name: 'Main navigation' });
    // The top items; their panels (two child levels) stay hidden until hover, focus or a toggle.
    expect(within(navigation).getAllByRole('link').length).toBeGreaterThan(0);
    expect(within(navigation).getAllByRole('button', { expanded: false }).length).toBeGreaterThan(0);
    expect(within(header).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login/');
    const basket = within(header).getByRole('link', { name: /^Basket/ });
    expect(basket.getAttribute('href')).toBe('/cart/');
    await waitFor(() => expect(basket.getAttribute('aria-busy')).toBe('false'));
    expect(basket.textContent).toMatch(/0 items$/);
  });

  test('search: a term goes to /search-page/?q=, then the input closes; a blank term stays', async () => {
    const user = userEvent.setup();
    await renderShop(api, '/');
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Open search' }));
    const input = await within(header).findByRole('searchbox', { name: 'Search' });
    await user.type(input, '   {Enter}');
    expect(window.location.pathname).toBe('/');
    expect(input.closest('form')?.hidden).toBe(false);
    await user.type(input, 'scarf{Enter}');
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe('/search-page/?q=scarf'),
    );
    const toggle = within(header).getByRole('button', { name: 'Open search' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  test('search and burger are native HTML: a GET form to /search-page/ and a popover menu of links', async () => {
    await renderShop(api, '/');
    const header = await screen.findByRole('banner');
    const search = within(header).getByRole('button', { name: 'Open search' });
    const form = document.getElementById(search.getAttribute('popovertarget') ?? '');
    expect(form?.getAttribute('popover')).toBe('auto');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/search-page/');
    expect(
      within(form as HTMLElement)
        .getByRole('searchbox', { name: 'Search' })
        .getAttribute('name'),
    ).toBe('q');
    const burger = within(header).getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(burger.getAttribute('popovertarget') ?? '') as HTMLElement;
    expect(menu.getAttribute('popover')).toBe('auto');
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBe(menu);
    await waitFor(() => expect(within(menu).getAllByRole('link').length).toBeGreaterThan(0));
  });
});
