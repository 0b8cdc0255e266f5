import { checkEach } from '../../shared/check-each.ts';
import { isEmptyValue } from '../../shared/is-empty-value.ts';

// The well-known loose phone pattern, unchanged: any number of leading `+`, an optional `(`,
// one to four digits, an optional `)`, then any run of `-`, whitespace, `.`, `/` and digits.
const PHONE = /^[+]*[(]{0,1}[0-9]{1,4}[)]{0,1}[-\s./0-9]*$/;

/**
 * The `phone` rule (docs/product/requirements.md#validation-rules): optional leading plus signs,
 * optional parentheses, digits, then dashes, spaces, dots, slashes or digits: `+45 12 34 56 78`,
 * `(030) 123/456`, `+1.555.123.4567`. Letters fail. Deliberately loose: it checks the characters,
 * not whether the number exists. Empty values pass; lists are checked element by element.
 *
 * @param value The field value.
 */
export function phoneRule(value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  return checkEach(value, (item) => PHONE.test(String(item)));
}
