import { checkEach } from '../../shared/check-each.ts';
import { isEmptyValue } from '../../shared/is-empty-value.ts';

// vee-validate 4's email semantics (the zod pattern it borrows), written out:
// - local part: letters, digits, `_`, `+`, `-`, with single dots between them (no leading,
//   trailing or doubled dot). vee-validate's class `[+-\.]` is a range that also lets a comma
//   through by accident; we do not.
// - domain: labels that start with a letter or digit (then letters, digits, hyphens), a dot after
//   each, then a top-level domain of at least two letters. No IP literals, no quoted local parts.
const EMAIL = /^[A-Z0-9_+-]+(?:\.[A-Z0-9_+-]+)*@(?:[A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i;

/**
 * The `email` rule: a plain e-mail address such as `fan@club.example`. Empty values pass;
 * lists are checked element by element; other values are checked as `String(value)`.
 *
 * @param value The field value.
 */
export function emailRule(value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  return checkEach(value, (item) => EMAIL.test(String(item)));
}
