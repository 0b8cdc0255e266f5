import { checkEach } from '../../shared/check-each.ts';
import { countCharacters } from '../../shared/count-characters.ts';
import { isEmptyValue } from '../../shared/is-empty-value.ts';
import type { LengthParams } from '../min/min.ts';

/**
 * The `max` rule: at most `length` characters, counted as code points (an emoji is one).
 * Empty values pass; numbers are measured as text; lists are checked element by element.
 *
 * @param value The field value.
 * @param params `{ length }`.
 */
export function maxRule(value: unknown, params: LengthParams): boolean {
  if (isEmptyValue(value)) return true;
  const length = Number(params.length);
  return checkEach(value, (item) => isEmptyValue(item) || countCharacters(item) <= length);
}
