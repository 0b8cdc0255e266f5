import { type GenericSchema, safeParse } from 'valibot';
import type { FormErrors } from './field-rule.ts';
import type { FormError } from './form-error.ts';
import { issueToFormError } from './issue-to-form-error.ts';

/**
 * Checks form values with a (synchronous) valibot schema and returns one error per field: the
 * first issue whose path starts at that field. Issues without a path (the values as a whole)
 * are left out; give such checks a path with `v.forward` or `confirmedFieldAction`.
 *
 * @param schema A valibot object schema, e.g. `newsletterFormSchema`.
 * @param values The form's values.
 */
export function validateWithSchema<TValues>(schema: GenericSchema, values: TValues): FormErrors<TValues> {
  const result = safeParse(schema, values);
  const errors: Partial<Record<string, FormError>> = {};
  for (const issue of result.issues ?? []) {
    const key = issue.path?.[0]?.key;
    if (typeof key !== 'string' || errors[key]) continue;
    errors[key] = issueToFormError(issue);
  }
  return errors as FormErrors<TValues>;
}
