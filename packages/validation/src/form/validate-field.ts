import { rules } from '../rules.ts';
import { ruleMessageKeys } from '../shared/message-keys.ts';
import { ruleMessageParams } from '../shared/message-params.ts';
import type { FieldRule } from './field-rule.ts';
import type { FormError } from './form-error.ts';

/**
 * Checks one value against a field's rules, in order, and returns the first failure as a
 * translatable `{ key, params }`, or `null` when every rule passes. Works anywhere (browser,
 * server, tests): no React.
 *
 * @example validateField('', ['required', 'email'], values) // { key: 'Form.Validation.Required', params: {} }
 * @param value The field's value.
 * @param fieldRules The field's rules.
 * @param values All values of the form, for params given as functions and custom rules.
 */
export function validateField<TValues>(
  value: unknown,
  fieldRules: readonly FieldRule<TValues>[],
  values: TValues,
): FormError | null {
  for (const rule of fieldRules) {
    if (typeof rule === 'function') {
      const error = rule(value, values);
      if (error) return error;
      continue;
    }
    const [name, paramsOrFactory] = typeof rule === 'string' ? [rule, undefined] : rule;
    const params: unknown = typeof paramsOrFactory === 'function' ? paramsOrFactory(values) : paramsOrFactory;
    // Each rule reads its own params shape; the FieldRule type ties name and params together.
    const test = rules[name] as (value: unknown, params?: unknown) => boolean;
    if (!test(value, params)) {
      return { key: ruleMessageKeys[name], params: ruleMessageParams(name, params) };
    }
  }
  return null;
}
