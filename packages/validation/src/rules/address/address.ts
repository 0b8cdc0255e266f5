import { checkEach } from '../../shared/check-each.ts';
import { isEmptyValue } from '../../shared/is-empty-value.ts';

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

/**
 * The `address` rule (docs/product/requirements.md#validation-rules): a street line holds at least
 * one letter and one digit, e.g. `Main Street 12`. Letters of any script count (`Straße 5`,
 * `Тверская 7`), and so do digits of any script. Other characters are allowed. Empty values pass;
 * lists are checked element by element.
 *
 * @param value The field value.
 */
export function addressRule(value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  return checkEach(value, (item) => {
    const text = String(item);
    return LETTER.test(text) && DIGIT.test(text);
  });
}
