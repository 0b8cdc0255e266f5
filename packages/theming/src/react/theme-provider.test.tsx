// @vitest-environment jsdom

import { clubPresets, ThemeProvider, useTheme } from '@clubshop/theming';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

function SiteName() {
  return <span>{useTheme().siteName}</span>;
}

function Tree({ club }: { club: keyof typeof clubPresets }) {
  return (
    <ThemeProvider theme={clubPresets[club]} as="main">
      <input aria-label="kept" defaultValue="" />
    </ThemeProvider>
  );
}

describe('ThemeProvider', () => {
  it('puts the variables and data-theme on a wrapper and provides the theme', () => {
    const { container } = render(
      <ThemeProvider theme={clubPresets.northbridge}>
        <SiteName />
      </ThemeProvider>,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.tagName).toBe('DIV');
    expect(root.dataset.theme).toBe('northbridge');
    expect(root.classList.contains('cs-theme')).toBe(true);
    expect(root.style.getPropertyValue('--cs-color-primary')).toBe('#0b2545');
    expect(screen.getByText('Northbridge FC')).toBeTruthy();
  });

  it('switching club changes variables, not the component tree', () => {
    const { container, rerender } = render(<Tree club="northbridge" />);
    const input = screen.getByLabelText('kept') as HTMLInputElement;
    input.value = 'typed';
    rerender(<Tree club="harbour" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.tagName).toBe('MAIN');
    expect(root.dataset.theme).toBe('harbour');
    expect(root.style.getPropertyValue('--cs-color-primary')).toBe('#b71c1c');
    expect(screen.getByLabelText('kept')).toBe(input);
    expect(input.value).toBe('typed');
  });

  it('can theme the document element and cleans up after itself', () => {
    const html = document.documentElement;
    const { rerender, unmount, container } = render(
      <ThemeProvider theme={clubPresets.riverside} target="document">
        <SiteName />
      </ThemeProvider>,
    );
    expect(container.firstElementChild?.tagName).toBe('SPAN');
    expect(html.dataset.theme).toBe('riverside');
    expect(html.style.getPropertyValue('--cs-color-primary')).toBe('#1b5e20');
    rerender(
      <ThemeProvider theme={clubPresets.harbour} target="document">
        <SiteName />
      </ThemeProvider>,
    );
    expect(html.dataset.theme).toBe('harbour');
    expect(html.style.getPropertyValue('--cs-color-primary')).toBe('#b71c1c');
    unmount();
    expect(html.dataset.theme).toBeUndefined();
    expect(html.style.getPropertyValue('--cs-color-primary')).toBe('');
  });

  it('useTheme without a provider gives the default theme', () => {
    render(<SiteName />);
    expect(screen.getByText('ClubShop')).toBeTruthy();
  });
});
