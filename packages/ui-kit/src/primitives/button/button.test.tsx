import { Button, buttonVariants, IconButton, MenuIcon } from '@clubshop/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';

describe('Button', () => {
  it('has no serious accessibility violations in any variant or state', async () => {
    const { container } = render(
      <div>
        {buttonVariants.variant.map((variant) =>
          buttonVariants.size.map((size) => (
            <Button key={`${variant}-${size}`} variant={variant} size={size}>
              {variant} {size}
            </Button>
          )),
        )}
        <Button loading>Saving</Button>
        <Button disabled>Disabled</Button>
        <IconButton label="Open menu">
          <MenuIcon />
        </IconButton>
      </div>,
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('declares its variant, size and slot as data attributes and never submits by default', () => {
    render(
      <Button variant="outline" size="lg">
        Go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.dataset).toMatchObject({ slot: 'button', variant: 'outline', size: 'lg' });
    expect(button.getAttribute('type')).toBe('button');
  });

  it('calls onClick, and not while loading or disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Buy</Button>);
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button onClick={onClick} loading>
        Buy
      </Button>,
    );
    const busy = screen.getByRole('button', { name: 'Buy' }) as HTMLButtonElement;
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.disabled).toBe(true);
    expect(busy.querySelector('[data-slot="spinner"]')).not.toBeNull();
    await user.click(busy);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('IconButton is named by its label and keyboard operable', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <IconButton label="Search" onClick={onClick}>
        <MenuIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.dataset.slot).toBe('icon-button');
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
