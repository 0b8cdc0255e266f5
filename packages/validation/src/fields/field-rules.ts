import type { FieldRule, FormValues } from '../form/field-rule.ts';
import { defaultPlayerNumberRange } from '../rules/between-player-number/between-player-number.ts';
import { fieldLimits } from './field-limits.ts';

/**
 * The rules of each field a shopper fills in, ready for `useForm`'s `rules`: the one place the
 * storefront's forms (ui-kit) take them from. The API checks the same fields with the same rule
 * functions and {@link fieldLimits} (`@clubshop/api-sdk`'s contract), so the two agree; their
 * shared test table is `fieldRuleTable` (`@clubshop/validation/conformance`).
 *
 * Fields that depend on another one (an e-mail confirmation, a password repeat) add
 * `['confirmed', (values) => ({ target: values.email })]` to these in the form itself.
 *
 * @example
 * const rules: FormRules<AddressValues> = {
 *   street: fieldRules.street, // ['required', 'address', ['max', { length: 200 }]]
 *   phone: fieldRules.optionalPhone,
 * };
 */
export const fieldRules = {
  firstName: ['required', ['max', { length: fieldLimits.personName.max }]],
  lastName: ['required', ['max', { length: fieldLimits.personName.max }]],
  email: ['required', 'email', ['max', { length: fieldLimits.email.max }]],
  phone: ['required', 'phone', ['max', { length: fieldLimits.phone.max }]],
  /** A phone number that may be left empty (account details, contact form). */
  optionalPhone: ['phone', ['max', { length: fieldLimits.phone.max }]],
  street: ['required', 'address', ['max', { length: fieldLimits.street.max }]],
  /** A street line that may be left empty (account details). */
  optionalStreet: ['address', ['max', { length: fieldLimits.street.max }]],
  city: ['required', ['max', { length: fieldLimits.city.max }]],
  zipCode: ['required', ['max', { length: fieldLimits.zipCode.max }]],
  country: ['required'],
  password: [
    'required',
    ['min', { length: fieldLimits.password.min }],
    ['max', { length: fieldLimits.password.max }],
  ],
  addOnName: ['required', 'addOnName', ['max', { length: fieldLimits.addOnName.max }]],
  playerNumber: ['required', ['between_playerNumber', defaultPlayerNumberRange]],
  comment: [['max', { length: fieldLimits.comment.max }]],
  contactName: ['required', ['max', { length: fieldLimits.personName.max }]],
  contactSubject: ['required', ['max', { length: fieldLimits.contactSubject.max }]],
  contactMessage: ['required', ['max', { length: fieldLimits.contactMessage.max }]],
} as const satisfies Record<string, readonly FieldRule<FormValues>[]>;

/** The name of a field of {@link fieldRules}, e.g. `'street'`. */
export type ShopperFieldName = keyof typeof fieldRules;
