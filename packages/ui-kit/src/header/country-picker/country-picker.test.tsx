import { CountryPicker, findActiveCountry } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleCountries, seriousA11yViolations } from '../../test-utils/index.ts';

describe('CountryPicker', () => {
  it('has no serious accessibility violations, closed and open', async () => {
    const user = userEvent.setup();
    const { container } = render(<CountryPicker countries={sampleCountries} culture="de" />);
    expect(await seriousA11yViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button'));
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('finds the active entry by culture, case-insensitively', () => {
    expect(findActiveCountry(sampleCountries, 'DA')?.name).toBe('Danmark');
    expect(findActiveCountry(sampleCountries, 'fr')).toBeUndefined();
  });

  it('menu button: opens on the active entry, arrows move, Escape returns focus', async () => {
    const user = userEvent.setup();
    render(<CountryPicker countries={sampleCountries} culture="DE" />);
    const button = screen.getByRole('button', { name: 'Header.Country: Deutschland' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[2]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(items[2]);
    expect(items[2]?.getAttribute('href')).toBe('http://northbridge-dk.localhost:5173/');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <p>outside</p>
        <CountryPicker countries={sampleCountries} culture="en" />
      </>,
    );
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
