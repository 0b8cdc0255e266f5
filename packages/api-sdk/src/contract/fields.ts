/**
 * The wire side of the field rules (docs/product/requirements.md#validation-rules): the request
 * schemas validate incoming bodies with these, so each message names the field and what is wrong.
 * The rules themselves (which characters a phone number, a street or a shirt name may hold, and
 * every length limit) live once in `@clubshop/validation` (`rules`, `fieldLimits`), where the
 * storefront's forms take them from too: a value a form accepts is a value the API accepts. Both
 * sides run the same test table (`fieldRuleTable` of `@clubshop/validation/conformance`).
 */
import { defaultPlayerNumberRange, fieldLimits, rules } from '@clubshop/validation';
import * as v from 'valibot';
import { withCode } from './issue-codes.ts';

/** At most `max` characters, counted as the forms count them (code points). */
function atMost(field: string, max: number) {
  return v.check<string, string>(
    withCode((value: string) => rules.max(value, { length: max }), 'Form.Validation.Max', { max }),
    `${field} must be at most ${max} characters`,
  );
}

/**
 * Checks that pass on the empty string, so an empty required field reports only "is required"
 * (valibot runs every action of a pipe, not only up to the first failure).
 */
function filledAnd(check: (value: string) => boolean, message: string, code: string) {
  return v.check<string, string>(
    withCode((value: string) => value === '' || check(value), code),
    message,
  );
}

/** A required, trimmed text of at most `max` characters (a limit of `fieldLimits`). */
export function requiredText(field: string, max: number) {
  return v.pipe(
    v.string(`${field} must be a string`),
    v.trim(),
    v.nonEmpty(`${field} is required`),
    atMost(field, max),
  );
}

/** A text that may be empty, trimmed, at most `max` characters. */
export function freeText(field: string, max: number) {
  return v.pipe(v.string(`${field} must be a string`), v.trim(), atMost(field, max));
}

/** A required, trimmed text of at most `max` characters that a rule of `rules` must pass. */
function requiredTextPassing(
  field: string,
  max: number,
  rule: (value: string) => boolean,
  message: string,
  code: string,
) {
  return v.pipe(requiredText(field, max), filledAnd(rule, message, code));
}

/** A required, valid email address (trimmed): the `email` rule, at most `fieldLimits.email` long. */
export function emailField(field = 'email') {
  return requiredTextPassing(
    field,
    fieldLimits.email.max,
    rules.email,
    `${field} must be a valid email address`,
    'Form.Validation.Email',
  );
}

/** A required phone number: the `phone` rule, at most `fieldLimits.phone` long. */
export function phoneField(field = 'phone') {
  return requiredTextPassing(
    field,
    fieldLimits.phone.max,
    rules.phone,
    `${field} must be a phone number (digits, optional leading +, ( ), - . / or spaces)`,
    'Form.Validation.Phone',
  );
}

/** A required street line: the `address` rule (at least one letter and one digit). */
export function addressField(field = 'street') {
  return requiredTextPassing(
    field,
    fieldLimits.street.max,
    rules.address,
    `${field} must contain a street name and a house number (a letter and a digit)`,
    'Form.Validation.Address',
  );
}

/** A required name printed on a shirt: the `addOnName` rule (letters, accented Latin too, and spaces). */
export function addOnNameField(field = 'addOns name') {
  return requiredTextPassing(
    field,
    fieldLimits.addOnName.max,
    rules.addOnName,
    `${field} may only contain letters and spaces`,
    'Form.Validation.InvalidCharacter',
  );
}

/** A shirt number: the `between_playerNumber` rule with its default range (1 to 99). */
export function playerNumberField(field = 'addOns number') {
  const { min, max } = defaultPlayerNumberRange;
  return v.pipe(
    v.number(`${field} must be a number`),
    v.check(
      withCode(
        (value: number) => rules.between_playerNumber(value, defaultPlayerNumberRange),
        'Form.Validation.BetweenPlayerNumber',
        { min, max },
      ),
      `${field} must be a whole number between ${min} and ${max}`,
    ),
  );
}

/** A required password: `fieldLimits.password` (8 to 128 characters). */
export function passwordField(field = 'password') {
  const { min, max } = fieldLimits.password;
  return v.pipe(
    v.string(`${field} must be a string`),
    v.check(
      withCode((value: string) => rules.min(value, { length: min }), 'Form.Validation.Min', { min }),
      `${field} must be at least ${min} characters`,
    ),
    atMost(field, max),
  );
}

/** A required ISO 3166-1 alpha-2 country code (`GB`, `DE`, `DK`); lower case is accepted and upper-cased. */
export function countryField(field = 'country') {
  return v.pipe(
    v.string(`${field} must be a string`),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{2}$/, `${field} must be a two-letter country code such as GB`),
  );
}
