import { RadioGroup } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { controlledBy } from '../../test-utils/controlled-by.tsx';
import { seriousA11yViolations } from '../../test-utils/index.ts';

const options = [
  { value: 'post', label: 'Post', hint: '2-3 days' },
  { value: 'pickup', label: 'Pick-up point' },
  { value: 'express', label: 'Express', disabled: true },
];

const StatefulRadioGroup = controlledBy(RadioGroup, 'value', 'onValueChange');

function Controlled({ onValueChange }: { onValueChange: (value: string) => void }) {
  return (
    <StatefulRadioGroup
      label="Delivery"
      name="delivery"
      options={options}
      value="post"
      onValueChange={onValueChange}
    />
  );
}

describe('RadioGroup', () => {
  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <RadioGroup
        label="Delivery"
        name="d"
        options={options}
        error="Choose one"
        description="Pick"
        required
      />,
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('is a named group whose choice follows clicks and arrow keys', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    expect(screen.getByRole('group', { name: 'Delivery' })).toBeTruthy();
    const post = screen.getByRole('radio', { name: /Post/ }) as HTMLInputElement;
    const pickup = screen.getByRole('radio', { name: 'Pick-up point' }) as HTMLInputElement;
    expect(post.checked).toBe(true);
    await user.click(pickup);
    expect(pickup.checked).toBe(true);
    expect(onValueChange).toHaveBeenLastCalledWith('pickup');
    await user.click(post);
    await user.keyboard('{ArrowDown}');
    expect(onValueChange).toHaveBeenLastCalledWith('pickup');
    expect((screen.getByRole('radio', { name: 'Express' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('describes the group by its error and marks the radios invalid', () => {
    render(<RadioGroup label="Payment" name="p" options={options} error="Choose a payment method" />);
    const group = screen.getByRole('group', { name: 'Payment' });
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Choose a payment method',
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio.getAttribute('aria-invalid')).toBe('true');
  });
});
