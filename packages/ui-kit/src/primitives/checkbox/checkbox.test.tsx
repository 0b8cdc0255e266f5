import { Checkbox } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';

describe('Checkbox', () => {
  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <div>
        <Checkbox
          label="I accept the terms"
          required
          error="Please accept the terms"
          description="Read them first"
        />
        <Checkbox label="Newsletter" defaultChecked />
        <Checkbox label="Disabled" disabled />
      </div>,
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('toggles by its label and with Space, reporting changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="Terms" onChange={(event) => onChange(event.currentTarget.checked)} />);
    const box = screen.getByRole('checkbox', { name: 'Terms' }) as HTMLInputElement;
    await user.click(screen.getByText('Terms'));
    expect(box.checked).toBe(true);
    await user.keyboard(' ');
    expect(box.checked).toBe(false);
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('announces its error', () => {
    render(<Checkbox label="Terms" error="Required" />);
    const box = screen.getByRole('checkbox', { name: 'Terms' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('Required');
  });
});
