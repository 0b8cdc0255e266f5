import { Input, TextField } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';

describe('TextField', () => {
  it('has no serious accessibility violations with description and error', async () => {
    const { container } = render(
      <form>
        <TextField
          label="Email"
          description="We send the receipt here"
          error="Enter a valid email"
          required
        />
        <TextField label="First name" />
        <Input aria-label="Bare input" />
      </form>,
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('links the label, description and error to the input', () => {
    render(<TextField label="Email" description="For the receipt" error="Required" name="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'For the receipt',
      'Required',
    ]);
    expect(input.getAttribute('name')).toBe('email');
  });

  it('is not invalid without an error and keeps a caller aria-describedby', () => {
    render(
      <>
        <p id="hint">Outside hint</p>
        <TextField label="Name" aria-describedby="hint" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.getAttribute('aria-describedby')).toBe('hint');
  });

  it('passes typing to onChange and honours a given id', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="City" id="city" onChange={(event) => onChange(event.currentTarget.value)} />);
    const input = screen.getByLabelText('City');
    expect(input.id).toBe('city');
    await user.type(input, 'Aarhus');
    expect(onChange).toHaveBeenLastCalledWith('Aarhus');
  });
});
