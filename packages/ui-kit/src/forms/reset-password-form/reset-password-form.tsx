'use client';

import { useI18n } from '@clubshop/i18n';
import { type FormErrors, type ResetPasswordFormFields, resetPasswordFormRules } from '@clubshop/validation';
import type { ReactNode } from 'react';
import { FormShell, type NativeFormProps } from '../form-kit/form-shell.tsx';
import { NewPasswordFields } from '../form-kit/new-password-fields.tsx';
import { useKitForm } from '../form-kit/use-kit-form.ts';

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
  const { bind, shellProps } = useKitForm<Fields>(
    {
      initialValues: { password: '', passwordConfirmation: '' },
      rules: resetPasswordFormRules,
      onSubmit: ({ password }) => onSubmit({ token, password }),
    },
    { pending, serverError, labelledBy, initialErrors },
  );
  return (
    <FormShell
      {...native}
      // The token travels in the body, never in a URL the form would make.
      hiddenFields={{ ...hiddenFields, token }}
      {...shellProps}
      submitLabel={t('User.ResetPassword.Submit')}
      success={success}
    >
      <NewPasswordFields
        password={bind('password')}
        passwordLabel={t('User.ResetPassword.Password')}
        confirmation={bind('passwordConfirmation')}
        confirmationLabel={t('User.ResetPassword.PasswordConfirmation')}
      />
    </FormShell>
  );
}
