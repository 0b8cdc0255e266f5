import { useTranslation } from '@clubshop/i18n';
import type { FieldProps, FormError } from '@clubshop/validation/react';
import { type InputHTMLAttributes, useId } from 'react';

/** Props of {@link TextInput}. */
export interface TextInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'name'> {
  label: string;
  /** The field's props from `form.field(name)`. */
  field: FieldProps<string>;
  error?: FormError | undefined;
  multiline?: boolean;
}

/** A labelled input (or textarea) with its translated error, tied together for screen readers. */
export function TextInput({ label, field, error, multiline = false, ...rest }: TextInputProps) {
  const t = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: field.name,
    value: String(field.value ?? ''),
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return (
    <div className="sf-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...shared} rows={5} /> : <input {...shared} {...rest} />}
      {error ? (
        <p id={errorId} className="sf-field__error">
          {t(error.key, error.params)}
        </p>
      ) : null}
    </div>
  );
}
