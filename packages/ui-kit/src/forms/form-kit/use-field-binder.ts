import type { FieldName, UseFormResult } from '@clubshop/validation/react';
import { useErrorText } from './use-error-text.ts';

/**
 * Binds the form hook's fields to TextField / Select / TextAreaField: value, change, blur, ref,
 * `aria-invalid` and the error message in the active culture.
 *
 * @example const bind = useFieldBinder(form); <TextField label="Email" {...bind('email')} />
 */
export function useFieldBinder<TValues extends object>(form: UseFormResult<TValues>) {
  const errorText = useErrorText();
  return <TField extends FieldName<TValues>>(name: TField) => ({
    ...form.field(name),
    error: errorText(form.errors[name]),
  });
}
