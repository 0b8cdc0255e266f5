import type { ComponentProps } from 'react';
import { cx } from '../class-names.ts';
import '../field/control.css';
import './input.css';

/** Props of {@link Input}. */
export type InputProps = ComponentProps<'input'>;

/**
 * A bare styled text input. It needs a label from outside (`aria-label` or a `<label for>`);
 * {@link TextField} adds label, description and error.
 */
export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input data-slot="input" type={type} className={cx('cs-input', className)} {...props} />;
}
