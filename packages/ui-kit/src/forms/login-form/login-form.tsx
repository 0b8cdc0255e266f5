'use client';

import { useI18n } from '@clubshop/i18n';
import { type LoginFormFields, loginFormRules } from '@clubshop/validation';
import type { ReactNode } from 'react';
import { Link } from '../../primitives/link/link.tsx';
import { TextField } from '../../primitives/text-field/text-field.tsx';
import { FormShell } from '../form-kit/form-shell.tsx';
import { type KitFormProps, useKitForm } from '../form-kit/use-kit-form.ts';

/** What the login form submits; the app sends it as `{ grant_type: 'password', username: email, password }`. */
export type LoginFormValues = LoginFormFields;

/** Props of {@link LoginForm}. */
export interface LoginFormProps extends KitFormProps<LoginFormValues> {
  /** Link to /forgot-password/. */
  forgotPasswordHref?: string | undefined;
  /** Extra content under the button, e.g. a register link. */
  footer?: ReactNode;
  /** Pre-fills the e-mail. */
  initialEmail?: string | undefined;
}

/**
 * Log in with e-mail and password, validated in eager mode.
 *
 * Dictionary keys: `User.Login.Email`, `User.Login.Password`, `User.Login.Submit`,
 * `User.Login.ForgotPassword`, `Form.Validation.*`, `Form.SubmitError`.
 *
 * @example
 * const { login } = useAuth(); // @clubshop/auth
 * <LoginForm onSubmit={async ({ email, password }) => {
 *   if (!(await login({ username: email, password }))) throw new Error('refused');
 * }} />
 */
export function LoginForm({ forgotPasswordHref, footer, initialEmail = '', ...props }: LoginFormProps) {
  const { t } = useI18n();
  const { bind, shellProps } = useKitForm<LoginFormValues>(
    {
      initialValues: { email: initialEmail, password: '' },
      rules: loginFormRules,
      onSubmit: (values) => props.onSubmit(values),
    },
    props,
  );
  return (
    <FormShell
      {...shellProps}
      submitLabel={t('User.Login.Submit')}
      footer={
        <>
          {forgotPasswordHref && <Link href={forgotPasswordHref}>{t('User.Login.ForgotPassword')}</Link>}
          {footer}
        </>
      }
    >
      <TextField
        {...bind('email')}
        label={t('User.Login.Email')}
        type="email"
        autoComplete="username"
        required
      />
      <TextField
        {...bind('password')}
        label={t('User.Login.Password')}
        type="password"
        autoComplete="current-password"
        required
      />
    </FormShell>
  );
}
