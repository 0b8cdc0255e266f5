/**
 * The wiring of a form's text fields to one record of what the staff typed: each field's value,
 * its error (decision 0054) and its change, which copies the record with the field's new text.
 */
import type { ChangeEvent } from 'react';
import type { FieldErrors } from './form-errors.ts';

/** The keys of `TValues` that hold text. */
type TextKey<TValues> = { [K in keyof TValues]: TValues[K] extends string ? K : never }[keyof TValues] &
  string;

/**
 * `field(name)`: the `value`, `error` and `onChange` props of the field typing `values[name]`.
 *
 * @example
 * const field = bindFields(values, setValues, errors);
 * <TextField id="staff-email" label={t('Staff.Email')} {...field('email')} />
 */
export function bindFields<TValues extends object>(
  values: TValues,
  setValues: (next: TValues) => void,
  errors: FieldErrors = {},
) {
  return <TName extends TextKey<TValues>>(name: TName) => ({
    value: values[name] as string,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues({ ...values, [name]: event.target.value }),
  });
}
