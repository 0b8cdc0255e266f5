'use client';

import type { FormErrors } from '@clubshop/validation';
import type { FieldName, UseFormResult } from '@clubshop/validation/react';
import { useErrorText } from './use-error-text.ts';

/**
 * Binds the form hook's fields to TextField / Select / TextAreaField: value, change, blur, ref,
 * `aria-invalid` and the error message in the active culture.
 *
 * `initialErrors` (a server's answer to a form posted before hydration) show on their fields
 * until the field is changed or the form submitted again.
 *
 * @example const bind = useFieldBinder(form); <TextField label="Email" {...bind('email')} />
 */
export function useFieldBinder<TValues extends object>(
  form: UseFormResult<TValues>,
  initialErrors?: FormErrors<TValues> | undefined,
) {
  const errorText = useErrorText();
  return <TField extends FieldName<TValues>>(name: TField) => {
    const error =
      form.errors[name] ?? (form.submitCount === 0 && !form.dirty[name] ? initialErrors?.[name] : undefined);
    return { ...form.field(name), 'aria-invalid': error !== undefined, error: errorText(error) };
  };
}
