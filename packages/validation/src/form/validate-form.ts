import type { FormErrors, FormRules } from './field-rule.ts';
import type { FormError } from './form-error.ts';
import { validateField } from './validate-field.ts';

/**
 * Checks every field of `rules` and returns the errors of the invalid ones (an empty object when
 * the form is valid). The same rules map the form hook takes, so a server can check a request
 * body with exactly the browser's rules.
 *
 * @param values The form's values.
 * @param rules The rules per field.
 *
 * @example
 * const errors = validateForm(body, { email: fieldRules.email, street: fieldRules.street });
 * // { street: { key: 'Form.Validation.Address', params: {} } } for { email: 'a@b.dk', street: 'High Road' }
 */
export function validateForm<TValues>(values: TValues, rules: FormRules<TValues>): FormErrors<TValues> {
  const errors: Partial<Record<keyof TValues, FormError>> = {};
  for (const field of Object.keys(rules) as (keyof TValues & string)[]) {
    const fieldRules = rules[field];
    if (!fieldRules) continue;
    const error = validateField(values[field], fieldRules, values);
    if (error) errors[field] = error;
  }
  return errors;
}
