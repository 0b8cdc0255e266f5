import { Alert, alertTones } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';

describe('Alert', () => {
  it('has no serious accessibility violations in any tone', async () => {
    const { container } = render(
      <div>
        {alertTones.map((tone) => (
          <Alert key={tone} tone={tone} title={tone} onDismiss={() => {}}>
            Message
          </Alert>
        ))}
      </div>,
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('is an alert for warnings and errors and a status otherwise', () => {
    render(
      <>
        <Alert tone="error">E</Alert>
        <Alert tone="warning">W</Alert>
        <Alert tone="success">S</Alert>
        <Alert>I</Alert>
      </>,
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['E', 'W']);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['S', 'I']);
  });

  it('offers a close button only when dismissible', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const { rerender } = render(<Alert>Saved</Alert>);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Alert onDismiss={onDismiss}>Saved</Alert>);
    // Without an I18nProvider, t() falls back to the key.
    await user.click(screen.getByRole('button', { name: 'Common.Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
