import { checkEach } from '../../shared/check-each.ts';
import { countCharacters } from '../../shared/count-characters.ts';
import { isEmptyValue } from '../../shared/is-empty-value.ts';

/** The params of `min` and `max`: a number of characters (vee-validate's `{ length }`). */
export interface LengthParams {
  /** The number of characters; a numeric string is read as a number. */
  readonly length: number | string;
}

/**
 * The `min` rule: at least `length` characters, counted as code points (an emoji is one).
 * Empty values pass; numbers are measured as text (`12345` has 5 characters); lists are checked
 * element by element.
 *
 * @param value The field value.
 * @param params `{ length }`.
 */
export function minRule(value: unknown, params: LengthParams): boolean {
  if (isEmptyValue(value)) return true;
  const length = Number(params.length);
  return checkEach(value, (item) => isEmptyValue(item) || countCharacters(item) >= length);
}
