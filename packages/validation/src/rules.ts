import { addOnNameRule } from './rules/add-on-name/add-on-name.ts';
import { addressRule } from './rules/address/address.ts';
import { betweenRule } from './rules/between/between.ts';
import { betweenPlayerNumberRule } from './rules/between-player-number/between-player-number.ts';
import { confirmedRule } from './rules/confirmed/confirmed.ts';
import { emailRule } from './rules/email/email.ts';
import { maxRule } from './rules/max/max.ts';
import { maxValueRule } from './rules/max-value/max-value.ts';
import { minRule } from './rules/min/min.ts';
import { minValueRule } from './rules/min-value/min-value.ts';
import { numericRule } from './rules/numeric/numeric.ts';
import { phoneRule } from './rules/phone/phone.ts';
import { requiredRule } from './rules/required/required.ts';

/**
 * Every form rule of docs/product/requirements.md#validation-rules as a plain predicate, keyed by
 * its name there: `rules.min_value('18', { min: 16 })` is `true`. The same functions back the
 * valibot actions and the form hook, so browser and server agree. Params follow vee-validate's
 * object form.
 *
 * Every rule but `required` and `confirmed` lets empty values (`undefined`, `null`, `''`, `[]`)
 * through: combine with `required` to demand a value.
 *
 * @example
 * rules.addOnName('Nguyễn'); // true
 * rules.phone('+45 12 34 56 78'); // true
 * rules.min_value('18', { min: 16 }); // true
 */
export const rules = {
  required: requiredRule,
  min: minRule,
  max: maxRule,
  min_value: minValueRule,
  max_value: maxValueRule,
  between: betweenRule,
  between_playerNumber: betweenPlayerNumberRule,
  addOnName: addOnNameRule,
  email: emailRule,
  numeric: numericRule,
  phone: phoneRule,
  confirmed: confirmedRule,
  address: addressRule,
} as const;

/** The params each rule of `rules` takes (`undefined` for rules without params). */
export type RuleParamsMap = {
  [TName in keyof typeof rules]: Parameters<(typeof rules)[TName]>[1];
};
