'use client';

import { useI18n } from '@clubshop/i18n';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert } from '../../primitives/alert/alert.tsx';
import { Button } from '../../primitives/button/button.tsx';
import './form-shell.css';
import { HiddenFields } from './hidden-fields.tsx';

/**
 * How a form submits natively, before its page's code runs or without JavaScript (decision 0034):
 * every kit form posts (`method="post"`, never a GET that would put its fields in the URL) to
 * `action` (the page's own path when left out), with `hiddenFields` (e.g. the server action's
 * name, a token from the page's URL). Once hydrated, the form's submit handler runs instead.
 */
export interface NativeFormProps {
  /** Where the form posts without JavaScript; the current page when left out. */
  action?: string | undefined;
  /** The form's `name` attribute. */
  name?: string | undefined;
  /** Hidden fields posted with the form (name -> value). */
  hiddenFields?: Readonly<Record<string, string>> | undefined;
}

/** Props of {@link FormShell}. */
export interface FormShellProps extends NativeFormProps {
  /** The form hook's submit handler (`form.handleSubmit`): resolves when done, rejects on failure. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>;
  submitLabel: string;
  /** A submit is running (the app's flag or the hook's `isSubmitting`). */
  pending: boolean;
  /** The server's message after a failed submit, shown above the button. */
  serverError?: string | null | undefined;
  /** A success message, shown instead of an error. */
  success?: ReactNode;
  /** Accessible name of the form (a heading's id). */
  labelledBy?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
  /** Content after the button (e.g. "Forgot your password?"). */
  footer?: ReactNode;
}

/**
 * The frame every ui-kit form shares: a `noValidate` form posting natively before hydration
 * ({@link NativeFormProps}) (the eager validation speaks instead of
 * the browser's bubbles), the server error or success as an Alert, and a submit button that is
 * disabled with a spinner while pending. A submit callback that throws shows
 * `Form.SubmitError` unless the app passes its own `serverError`.
 *
 * Dictionary keys: `Form.SubmitError`.
 */
export function FormShell({
  onSubmit,
  submitLabel,
  pending,
  serverError,
  success,
  labelledBy,
  className,
  children,
  footer,
  action,
  name,
  hiddenFields,
}: FormShellProps) {
  const { t } = useI18n();
  const [failed, setFailed] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFailed(false);
    onSubmit(event).catch(() => setFailed(true));
  };
  const error = serverError ?? (failed ? t('Form.SubmitError') : undefined);
  return (
    <form
      method="post"
      action={action}
      name={name}
      className={className ? `cs-form ${className}` : 'cs-form'}
      onSubmit={submit}
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={pending || undefined}
    >
      <HiddenFields fields={hiddenFields} />
      {children}
      {error ? <Alert tone="error">{error}</Alert> : success ? <Alert tone="success">{success}</Alert> : null}
      <div className="cs-form__actions">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        {footer}
      </div>
    </form>
  );
}
