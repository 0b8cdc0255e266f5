'use client';

import { useTranslation } from '@clubshop/i18n';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { CheckIcon, CloseIcon, InfoIcon, WarningIcon } from '../icons/icons.tsx';
import './alert.css';

/** Tones of {@link Alert}, declared once for the component, its CSS and its stories. */
export const alertTones = ['info', 'success', 'warning', 'error'] as const;
/** An Alert tone. */
export type AlertTone = (typeof alertTones)[number];

/** Props of {@link Alert}. */
export interface AlertProps extends Omit<ComponentProps<'div'>, 'title' | 'role'> {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button; called when it is pressed. */
  onDismiss?: () => void;
}

const icons = { info: InfoIcon, success: CheckIcon, warning: WarningIcon, error: WarningIcon } as const;

/**
 * A message box. Warnings and errors are `role="alert"` (announced at once); info and success are
 * `role="status"` (announced politely). Render it when the message appears so it is announced.
 */
export function Alert({ tone = 'info', title, children, onDismiss, className, ...props }: AlertProps) {
  const t = useTranslation();
  const Icon = icons[tone];
  return (
    <div
      data-slot="alert"
      data-tone={tone}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={cx('cs-alert', className)}
      {...props}
    >
      <Icon className="cs-alert__icon" />
      <div className="cs-alert__body">
        {title ? <p className="cs-alert__title">{title}</p> : null}
        {children}
      </div>
      {onDismiss ? (
        <button
          type="button"
          className="cs-alert__dismiss"
          aria-label={t('Common.Close')}
          onClick={onDismiss}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
