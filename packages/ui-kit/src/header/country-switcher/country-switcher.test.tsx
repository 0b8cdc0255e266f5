import { CountrySwitcher } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleCountries, seriousA11yViolations } from '../../test-utils/index.ts';

describe('CountrySwitcher', () => {
  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <CountrySwitcher countries={sampleCountries} culture="en" onSwitch={() => {}} />,
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('selects the country of the current culture, compared case-insensitively', () => {
    render(<CountrySwitcher countries={sampleCountries} culture="DE" onSwitch={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Header.Country' }) as HTMLSelectElement;
    const german = sampleCountries.find((country) => country.culture.toLowerCase() === 'de');
    expect(select.selectedOptions[0]?.textContent).toBe(german?.name);
  });

  it('switches to the chosen country site, not to the active one', async () => {
    const user = userEvent.setup();
    const onSwitch = vi.fn();
    render(<CountrySwitcher countries={sampleCountries} culture="en" onSwitch={onSwitch} />);
    const select = screen.getByRole('combobox', { name: 'Header.Country' });
    const other = sampleCountries.find((country) => country.culture.toLowerCase() !== 'en');
    await user.selectOptions(select, other?.name ?? '');
    expect(onSwitch).toHaveBeenCalledWith(other?.url);
    expect(onSwitch).toHaveBeenCalledTimes(1);
  });

  it('renders nothing with fewer than two countries', () => {
    const { container } = render(
      <CountrySwitcher countries={sampleCountries.slice(0, 1)} culture="en" onSwitch={() => {}} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
