import { checkEach } from '../../shared/check-each.ts';
import { isEmptyValue } from '../../shared/is-empty-value.ts';

const WESTERN_DIGITS = /^[0-9]+$/;
const ARABIC_INDIC_DIGITS = /^[٠-٩]+$/;

/**
 * The `numeric` rule (vee-validate 4's): digits only, either all Western (`0-9`) or all
 * Arabic-Indic (`٠-٩`). No sign, decimal point, exponent or spaces: `'-1'`, `'1.5'` and `' 1'`
 * fail, and so does the number `1.5` (checked as `String(value)`). Empty values pass; lists are
 * checked element by element.
 *
 * @param value The field value.
 */
export function numericRule(value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  return checkEach(value, (item) => {
    const text = String(item);
    return WESTERN_DIGITS.test(text) || ARABIC_INDIC_DIGITS.test(text);
  });
}
