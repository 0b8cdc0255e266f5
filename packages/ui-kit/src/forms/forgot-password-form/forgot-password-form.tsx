'use client';

import { useI18n } from '@clubshop/i18n';
import { forgotPasswordFormRules } from '@clubshop/validation';
import { useState } from 'react';
import { TextField } from '../../primitives/text-field/text-field.tsx';
import { FormShell } from '../form-kit/form-shell.tsx';
import { type KitFormProps, useKitForm } from '../form-kit/use-kit-form.ts';

/** What the forgot-password form submits: the contract's body. */
export interface ForgotPasswordFormValues {
  email: string;
}

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps extends KitFormProps<ForgotPasswordFormValues> {
  /** Whether the link was requested already (a server's answer to the form posted before hydration). */
  sent?: boolean | undefined;
  /** The e-mail to start from (a server's answer to the form posted before hydration). */
  initialEmail?: string | undefined;
}

/**
 * Ask for a password reset link. The API answers the same way whether the address is known or
 * not, so after a successful submit the form always says the same: "if an account exists, a link
 * is on its way" (`User.ForgotPassword.Sent`).
 *
 * Dictionary keys: `User.ForgotPassword.Email`, `User.ForgotPassword.Submit`,
 * `User.ForgotPassword.Sent`, `Form.Validation.*`.
 */
export function ForgotPasswordForm({
  sent: alreadySent = false,
  initialEmail = '',
  ...props
}: ForgotPasswordFormProps) {
  const { t } = useI18n();
  const [sent, setSent] = useState(alreadySent);
  const { bind, shellProps } = useKitForm<ForgotPasswordFormValues>(
    {
      initialValues: { email: initialEmail },
      rules: forgotPasswordFormRules,
      onSubmit: async (values) => {
        setSent(false);
        await props.onSubmit(values);
        setSent(true);
      },
    },
    props,
  );
  return (
    <FormShell
      {...shellProps}
      submitLabel={t('User.ForgotPassword.Submit')}
      success={sent ? t('User.ForgotPassword.Sent') : undefined}
    >
      <TextField
        {...bind('email')}
        label={t('User.ForgotPassword.Email')}
        type="email"
        autoComplete="email"
        required
      />
    </FormShell>
  );
}
