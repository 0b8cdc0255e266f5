import { ThemeProvider } from '@clubshop/theming';
import { Header, MobileNavigation } from '@clubshop/ui-kit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  sampleCountries,
  sampleNavigation,
  sampleUsps,
  seriousA11yViolations,
} from '../../test-utils/index.ts';

const props = {
  usps: sampleUsps,
  mainNavigation: { children: sampleNavigation },
  countries: sampleCountries,
  culture: 'en',
  loggedIn: false,
  basketQuantity: 1,
  basketLoaded: true,
  onSearch: () => {},
};

describe('Header', () => {
  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <ThemeProvider theme={{ siteName: 'Northbridge FC' }}>
        <Header {...props} />
      </ThemeProvider>,
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('composes usps, logo home link, navigation and the shopper links', () => {
    render(
      <ThemeProvider theme={{ siteName: 'Northbridge FC' }}>
        <Header {...props} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Northbridge FC' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('30-day returns').closest('li')?.dataset.mobile).toBe('hidden');
    expect(screen.getByText('Free delivery over £50').closest('li')?.dataset.mobile).toBe('shown');
    expect(screen.getByRole('navigation', { name: 'Navigation.Main' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Header.Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Header\.Basket\s*Basket\.Items$/ })).toBeTruthy();
  });

  it('the burger opens the mobile navigation, which closes on route change', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Header {...props} routeKey="/" />);
    const burger = screen.getByRole('button', { name: 'Header.OpenMenu' });
    await user.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Navigation.Menu' })).toBeTruthy();
    rerender(<Header {...props} routeKey="/sale/" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('MobileNavigation', () => {
  it('has no serious accessibility violations', async () => {
    render(<MobileNavigation items={sampleNavigation} open onClose={() => {}} />);
    expect(await seriousA11yViolations(document.body)).toEqual([]);
  });

  it('walks nested levels with Back and an "all" link, closing on a link', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<MobileNavigation items={sampleNavigation} open onClose={onClose} />);
    const dialog = () => screen.getByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Kits' }));
    expect(dialog().getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(dialog()).getByRole('heading').textContent).toBe('Kits');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Navigation.ShowAll' }));
    await user.click(screen.getByRole('button', { name: 'Home kit' }));
    expect(within(dialog()).getByRole('heading').textContent).toBe('Home kit');
    expect(screen.getByRole('link', { name: 'Shirts' }).getAttribute('href')).toBe('/kits/home/shirts/');
    await user.click(screen.getByRole('button', { name: 'Common.Back' }));
    expect(within(dialog()).getByRole('heading').textContent).toBe('Kits');
    await user.click(screen.getByRole('button', { name: 'Common.Back' }));
    expect(screen.getByRole('link', { name: 'Sale' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Sale' }));
    expect(onClose).toHaveBeenCalled();
  });
});
