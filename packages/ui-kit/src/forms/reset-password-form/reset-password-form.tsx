'use client';

import { useI18n } from '@clubshop/i18n';
import { type ResetPasswordFormFields, resetPasswordFormRules } from '@clubshop/validation';
import type { ReactNode } from 'react';
import { FormShell } from '../form-kit/form-shell.tsx';
import { NewPasswordFields } from '../form-kit/new-password-fields.tsx';
import { type KitFormProps, useKitForm } from '../form-kit/use-kit-form.ts';

/** What the reset-password form submits: the contract's body (the token from the e-mail's link). */
export interface ResetPasswordFormValues {
  token: string;
  password: string;
}

type Fields = ResetPasswordFormFields;

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps extends KitFormProps<ResetPasswordFormValues, Fields> {
  /** The reset token from the link's query string. */
  token: string;
  /** Shown after a successful reset, e.g. with a link to log in. */
  success?: ReactNode;
}

/**
 * Choose a new password (at least 8 characters) and confirm it, validated in eager mode.
 *
 * Dictionary keys: `User.ResetPassword.Password`, `User.ResetPassword.PasswordConfirmation`,
 * `User.ResetPassword.Submit`, `User.Register.PasswordHint` (`{length}`), `Form.Validation.*`.
 */
export function ResetPasswordForm({ token, success, ...props }: ResetPasswordFormProps) {
  const { t } = useI18n();
  const { bind, shellProps } = useKitForm<Fields>(
    {
      initialValues: { password: '', passwordConfirmation: '' },
      rules: resetPasswordFormRules,
      onSubmit: ({ password }) => props.onSubmit({ token, password }),
    },
    props,
  );
  return (
    <FormShell
      {...shellProps}
      // The token travels in the body, never in a URL the form would make.
      hiddenFields={{ ...props.hiddenFields, token }}
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
