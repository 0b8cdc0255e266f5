import { Select } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';

const countries = [
  { value: 'gb', label: 'United Kingdom' },
  { value: 'de', label: 'Germany' },
  { value: 'dk', label: 'Denmark', disabled: true },
];

describe('Select', () => {
  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <Select
        label="Country"
        options={countries}
        placeholder="Choose"
        error="Required"
        description="Shipping"
      />,
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('renders a placeholder and the options, and reports the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Select
        label="Country"
        options={countries}
        placeholder="Choose a country"
        onChange={(event) => onChange(event.currentTarget.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Choose a country',
      'United Kingdom',
      'Germany',
      'Denmark',
    ]);
    expect(select.value).toBe('');
    expect(select.options[3]?.disabled).toBe(true);
    await user.selectOptions(select, 'de');
    expect(onChange).toHaveBeenCalledWith('de');
  });

  it('marks an error', () => {
    render(<Select label="Country" options={countries} error="Choose one" />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose one').id).toBe(select.getAttribute('aria-describedby'));
  });
});
