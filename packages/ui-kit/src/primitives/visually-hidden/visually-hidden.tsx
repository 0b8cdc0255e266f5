import type { ComponentProps } from 'react';
import { cx } from '../class-names.ts';
import './visually-hidden.css';

/** Props of {@link VisuallyHidden}. */
export type VisuallyHiddenProps = ComponentProps<'span'>;

/** Text for screen readers only: hidden visually, still read out and still in the a11y tree. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span data-slot="visually-hidden" className={cx('cs-visually-hidden', className)} {...props} />;
}
