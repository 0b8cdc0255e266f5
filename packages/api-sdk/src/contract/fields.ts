/**
 * Field rules of spec section 5 that requests carry: email, phone, address, add-on names,
 * player numbers. The server validates incoming bodies with them, so each message names the
 * field and what is wrong. (`@clubshop/validation` holds the form-side rule set with
 * translation keys; these are the wire rules and need no translation.)
 */
import * as v from 'valibot';
import { withCode } from './issue-codes.ts';

/** Optional leading plus signs, optional parentheses, digits, then dashes, spaces, dots, slashes or digits. */
export const phonePattern = /^\+*\(?\d{1,4}\)?[-\s./\d]*$/;

/** At least one digit and one letter (a street with its house number). */
export function isAddress(value: string): boolean {
  return /\d/.test(value) && /\p{L}/u.test(value);
}

/** Letters (including accented Latin) and whitespace only. */
export const addOnNamePattern = withCode(
  /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\s]+$/,
  'Form.Validation.InvalidCharacter',
);

/** A required, trimmed text of at most `max` characters. */
export function requiredText(field: string, max = 200) {
  return v.pipe(
    v.string(`${field} must be a string`),
    v.trim(),
    v.nonEmpty(`${field} is required`),
    v.maxLength(max, `${field} must be at most ${max} characters`),
  );
}

/** An optional-content text: may be empty, trimmed, at most `max` characters. */
export function freeText(field: string, max = 200) {
  return v.pipe(
    v.string(`${field} must be a string`),
    v.trim(),
    v.maxLength(max, `${field} must be at most ${max} characters`),
  );
}

const emailShape = v.pipe(v.string(), v.email());

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

/** A required, valid email address (trimmed). */
export function emailField(field = 'email') {
  return v.pipe(
    v.string(`${field} must be a string`),
    v.trim(),
    v.nonEmpty(`${field} is required`),
    v.maxLength(254, `${field} must be at most 254 characters`),
    filledAnd(
      (value) => v.is(emailShape, value),
      `${field} must be a valid email address`,
      'Form.Validation.Email',
    ),
  );
}

/** A required phone number following the phone rule of spec section 5. */
export function phoneField(field = 'phone') {
  return v.pipe(
    v.string(`${field} must be a string`),
    v.trim(),
    v.nonEmpty(`${field} is required`),
    v.maxLength(30, `${field} must be at most 30 characters`),
    filledAnd(
      (value) => phonePattern.test(value),
      `${field} must be a phone number (digits, optional leading +, ( ), - . / or spaces)`,
      'Form.Validation.Phone',
    ),
  );
}

/** A required street following the address rule: at least one digit and one letter. */
export function addressField(field = 'street') {
  return v.pipe(
    requiredText(field),
    filledAnd(
      isAddress,
      `${field} must contain a street name and a house number (a letter and a digit)`,
      'Form.Validation.Address',
    ),
  );
}

/** A required password: 8 to 128 characters. */
export function passwordField(field = 'password') {
  return v.pipe(
    v.string(`${field} must be a string`),
    v.minLength(8, `${field} must be at least 8 characters`),
    v.maxLength(128, `${field} must be at most 128 characters`),
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
