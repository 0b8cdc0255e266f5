'use client';

import { useI18n } from '@clubshop/i18n';
import { type FormErrors, type ResetPasswordFormFields, resetPasswordFormRules } from '@clubshop/validation';
import { useForm } from '@clubshop/validation/react';
import type { ReactNode } from 'react';
import { TextField } from '../../primitives/text-field/text-field.tsx';
import { FormShell, type NativeFormProps } from '../form-kit/form-shell.tsx';
import { useFieldBinder } from '../form-kit/use-field-binder.ts';
import { MIN_PASSWORD_LENGTH } from '../register-form/register-form.tsx';

/** What the reset-password form submits: the contract's body (the token from the e-mail's link). */
export interface ResetPasswordFormValues {
  token: string;
  password: string;
}

type Fields = ResetPasswordFormFields;

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps extends NativeFormProps {
  /** The reset token from the link's query string. */
  token: string;
  onSubmit: (values: ResetPasswordFormValues) => void | Promise<void>;
  pending?: boolean | undefined;
  /** E.g. "This link has expired". */
  serverError?: string | null | undefined;
  /** Shown after a successful reset, e.g. with a link to log in. */
  success?: ReactNode;
  /** Id of the heading that names the form (its accessible name, e.g. for `getByRole('form')`). */
  labelledBy?: string | undefined;
  /** Errors to show first, per field (a server's answer to the form posted before hydration). */
  initialErrors?: FormErrors<Fields> | undefined;
}

/**
 * Choose a new password (at least 8 characters) and confirm it, validated in eager mode.
 *
 * Dictionary keys: `User.ResetPassword.Password`, `User.ResetPassword.PasswordConfirmation`,
 * `User.ResetPassword.Submit`, `User.Register.PasswordHint` (`{length}`), `Form.Validation.*`.
 */
export function ResetPasswordForm({
  token,
  onSubmit,
  pending = false,
  serverError,
  success,
  labelledBy,
  initialErrors,
  hiddenFields,
  ...native
}: ResetPasswordFormProps) {
  const { t } = useI18n();
  const form = useForm<Fields>({
    initialValues: { password: '', passwordConfirmation: '' },
    rules: resetPasswordFormRules,
    onSubmit: ({ password }) => onSubmit({ token, password }),
  });
  const bind = useFieldBinder(form, initialErrors);
  return (
    <FormShell
      {...native}
      // The token travels in the body, never in a URL the form would make.
      hiddenFields={{ ...hiddenFields, token }}
      onSubmit={form.handleSubmit}
      labelledBy={labelledBy}
      submitLabel={t('User.ResetPassword.Submit')}
      pending={pending || form.isSubmitting}
      serverError={serverError}
      success={success}
    >
      <TextField
        {...bind('password')}
        label={t('User.ResetPassword.Password')}
        description={t('User.Register.PasswordHint', { length: MIN_PASSWORD_LENGTH })}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        {...bind('passwordConfirmation')}
        label={t('User.ResetPassword.PasswordConfirmation')}
        type="password"
        autoComplete="new-password"
        required
      />
    </FormShell>
  );
}
