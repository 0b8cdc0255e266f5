'use client';

import { useI18n } from '@clubshop/i18n';
import { type RegisterFormFields, registerFormRules } from '@clubshop/validation';
import type { ReactNode } from 'react';
import { TextField } from '../../primitives/text-field/text-field.tsx';
import { FormShell } from '../form-kit/form-shell.tsx';
import { NewPasswordFields } from '../form-kit/new-password-fields.tsx';
import { type KitFormProps, useKitForm } from '../form-kit/use-kit-form.ts';

/** What the register form submits: the contract's register body. */
export interface RegisterFormValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

type Fields = RegisterFormFields;

export { MIN_PASSWORD_LENGTH } from '../form-kit/new-password-fields.tsx';

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps extends KitFormProps<RegisterFormValues, Fields> {
  /** Shown after a successful registration, e.g. "Check your e-mail to confirm your account". */
  success?: ReactNode;
  footer?: ReactNode;
  /** Values to start from (a server's answer to the form posted before hydration; never a password). */
  initialValues?: Partial<Pick<RegisterFormValues, 'firstName' | 'lastName' | 'email'>> | undefined;
}

/**
 * Create an account: first and last name, e-mail, password (at least 8 characters) and its
 * confirmation, validated in eager mode. The confirmation is checked here and not submitted.
 *
 * Dictionary keys: `User.Register.FirstName`, `User.Register.LastName`, `User.Register.Email`,
 * `User.Register.Password`, `User.Register.PasswordHint` (`{length}`),
 * `User.Register.PasswordConfirmation`, `User.Register.Submit`, `Form.Validation.*`.
 */
export function RegisterForm({ success, footer, initialValues, ...props }: RegisterFormProps) {
  const { t } = useI18n();
  const { bind, shellProps } = useKitForm<Fields>(
    {
      initialValues: {
        firstName: '',
        lastName: '',
        email: '',
        ...initialValues,
        password: '',
        passwordConfirmation: '',
      },
      rules: registerFormRules,
      onSubmit: ({ passwordConfirmation: _confirmation, ...values }) => props.onSubmit(values),
    },
    props,
  );
  return (
    <FormShell {...shellProps} submitLabel={t('User.Register.Submit')} success={success} footer={footer}>
      <div className="cs-form__row">
        <TextField
          {...bind('firstName')}
          label={t('User.Register.FirstName')}
          autoComplete="given-name"
          required
        />
        <TextField
          {...bind('lastName')}
          label={t('User.Register.LastName')}
          autoComplete="family-name"
          required
        />
      </div>
      <TextField
        {...bind('email')}
        label={t('User.Register.Email')}
        type="email"
        autoComplete="email"
        required
      />
      <NewPasswordFields
        password={bind('password')}
        passwordLabel={t('User.Register.Password')}
        confirmation={bind('passwordConfirmation')}
        confirmationLabel={t('User.Register.PasswordConfirmation')}
      />
    </FormShell>
  );
}
