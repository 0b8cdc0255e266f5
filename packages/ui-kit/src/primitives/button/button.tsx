import type { ComponentProps } from 'react';
import { cx } from '../class-names.ts';
import { Spinner } from '../spinner/spinner.tsx';
import { type ButtonSize, type ButtonVariant, defaultButtonVariants } from './button-variants.ts';
import './button.css';

/** Props of {@link Button}. */
export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and blocks clicks (e.g. while a form submits). */
  loading?: boolean;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
}

/**
 * A button in the club's colours. `type` defaults to `button` (not submit) so a button inside a
 * form never submits by accident; pass `type="submit"` to submit.
 *
 * @example
 * <Button variant="primary" onClick={addToBasket}>Add to basket</Button>
 */
export function Button({
  variant = defaultButtonVariants.variant,
  size = defaultButtonVariants.size,
  loading = false,
  fullWidth = false,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      data-slot="button"
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      className={cx('cs-button', className)}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner size="sm" announce={false} /> : null}
      {children}
    </button>
  );
}
