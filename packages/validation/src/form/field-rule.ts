import type { RuleParamsMap } from '../rules.ts';
import type { FormError } from './form-error.ts';

/**
 * The values of a form: an object of field name to value. `object` rather than a record type,
 * so an `interface` of values qualifies too.
 */
export type FormValues = object;

/** Rules that need no params and may be named on their own: `'required'`, `'email'`, ... */
export type RuleWithoutParams = {
  [TName in keyof RuleParamsMap]: undefined extends RuleParamsMap[TName] ? TName : never;
}[keyof RuleParamsMap];

/**
 * A rule with params, as a tuple. The params may be a function of the form's current values,
 * which is how a rule refers to another field:
 * `['confirmed', (values) => ({ target: values.email })]`.
 */
export type RuleWithParams<TValues> = {
  [TName in keyof RuleParamsMap]: readonly [
    TName,
    (
      | Exclude<RuleParamsMap[TName], undefined>
      | ((values: TValues) => Exclude<RuleParamsMap[TName], undefined>)
    ),
  ];
}[keyof RuleParamsMap];

/**
 * A rule of your own: returns a `FormError` when the value fails, `null` when it passes.
 * Receives the form's current values for cross-field checks.
 */
export type CustomFieldRule<TValues> = (value: unknown, values: TValues) => FormError | null;

/** One rule of a field: a rule name, a `[name, params]` tuple or a function of your own. */
export type FieldRule<TValues> = RuleWithoutParams | RuleWithParams<TValues> | CustomFieldRule<TValues>;

/**
 * The rules of a form, per field, checked in order; the first failing rule gives the error.
 *
 * @example
 * const signupRules: FormRules<SignupValues> = {
 *   email: ['required', 'email'],
 *   emailConfirmation: ['required', ['confirmed', (values) => ({ target: values.email })]],
 *   number: [['between_playerNumber', { min: 1, max: 99 }]],
 * };
 */
export type FormRules<TValues> = {
  readonly [TField in keyof TValues]?: readonly FieldRule<TValues>[];
};

/** The errors of a form: one `FormError` per invalid field. */
export type FormErrors<TValues> = {
  readonly [TField in keyof TValues]?: FormError;
};
