'use client';

import { useTranslation } from '@clubshop/i18n';
import type { ComponentProps } from 'react';
import { cx } from '../class-names.ts';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import './spinner.css';

/** Sizes of {@link Spinner}, declared once for the component, its CSS and its stories. */
export const spinnerSizes = ['sm', 'md', 'lg'] as const;

/** Props of {@link Spinner}. */
export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** Text read by screen readers; default `t('Common.Loading')`. */
  label?: string;
  size?: (typeof spinnerSizes)[number];
  /**
   * Render as a live status (default). Set false when the spinner sits inside something that
   * already announces busy state (e.g. a button with aria-busy), so it is not read twice.
   */
  announce?: boolean;
}

/** A loading indicator in the current text colour, announced as a status. */
export function Spinner({ label, size = 'md', announce = true, className, ...props }: SpinnerProps) {
  const t = useTranslation();
  const text = label ?? t('Common.Loading');
  return (
    <span
      data-slot="spinner"
      data-size={size}
      className={cx('cs-spinner', className)}
      {...(announce ? { role: 'status' } : { 'aria-hidden': true })}
      {...props}
    >
      <span className="cs-spinner__ring" aria-hidden="true" />
      {announce ? <VisuallyHidden>{text}</VisuallyHidden> : null}
    </span>
  );
}
