import { CountryLinks } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleCountries, seriousA11yViolations } from '../../test-utils/index.ts';

describe('CountryLinks', () => {
  it('a disclosure of links to the other sites, the active one marked, compared case-insensitively', async () => {
    const { container } = render(<CountryLinks countries={sampleCountries} culture="DE" />);
    const details = container.querySelector('details');
    expect(details?.open).toBe(false);
    const german = sampleCountries.find((country) => country.culture.toLowerCase() === 'de');
    expect(container.querySelector('summary')?.textContent).toBe(`Header.Country: ${german?.name}`);
    await userEvent.click(screen.getByText(german?.name ?? '', { selector: 'summary span' }));
    expect(details?.open).toBe(true);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      sampleCountries.map((country) => country.url),
    );
    const current = screen
      .getByRole('list', { name: 'Header.Country' })
      .querySelector('[aria-current="true"]');
    expect(current?.textContent).toBe(german?.name);
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('renders nothing with fewer than two countries', () => {
    const { container } = render(<CountryLinks countries={sampleCountries.slice(0, 1)} culture="en" />);
    expect(container.innerHTML).toBe('');
  });
});
