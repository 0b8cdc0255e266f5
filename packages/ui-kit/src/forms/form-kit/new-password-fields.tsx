'use client';

import { useI18n } from '@clubshop/i18n';
import { fieldLimits } from '@clubshop/validation';
import { TextField, type TextFieldProps } from '../../primitives/text-field/text-field.tsx';

/** The shortest password the form accepts (`fieldLimits.password.min` of @clubshop/validation). */
export const MIN_PASSWORD_LENGTH = fieldLimits.password.min;

/** A bound field (`bind('password')` of the form hook) for {@link NewPasswordFields}. */
type BoundField = Omit<TextFieldProps, 'label'>;

/**
 * A new password, with the minimum-length hint (`User.Register.PasswordHint`), and its
 * confirmation: the pair the register and reset-password forms ask for.
 */
export function NewPasswordFields(props: {
  password: BoundField;
  passwordLabel: string;
  confirmation: BoundField;
  confirmationLabel: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <TextField
        {...props.password}
        label={props.passwordLabel}
        description={t('User.Register.PasswordHint', { length: MIN_PASSWORD_LENGTH })}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        {...props.confirmation}
        label={props.confirmationLabel}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
