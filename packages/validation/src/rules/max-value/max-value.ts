import { checkEach } from '../../shared/check-each.ts';
import { isEmptyValue } from '../../shared/is-empty-value.ts';
import { toNumber } from '../../shared/to-number.ts';

/** The params of `max_value` (vee-validate's `{ max }`). */
export interface MaxValueParams {
  /** The largest allowed number; a numeric string is read as a number. */
  readonly max: number | string;
}

/**
 * The `max_value` rule: the value, read as a number, is at most `max`. Numeric strings count;
 * text that is not a number fails; empty values pass; lists are checked element by element.
 *
 * @param value The field value.
 * @param params `{ max }`.
 */
export function maxValueRule(value: unknown, params: MaxValueParams): boolean {
  if (isEmptyValue(value)) return true;
  const max = toNumber(params.max);
  return checkEach(value, (item) => isEmptyValue(item) || toNumber(item) <= max);
}
