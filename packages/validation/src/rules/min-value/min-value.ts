import { checkEach } from '../../shared/check-each.ts';
import { isEmptyValue } from '../../shared/is-empty-value.ts';
import { toNumber } from '../../shared/to-number.ts';

/** The params of `min_value` (vee-validate's `{ min }`). */
export interface MinValueParams {
  /** The smallest allowed number; a numeric string is read as a number. */
  readonly min: number | string;
}

/**
 * The `min_value` rule: the value, read as a number, is at least `min`. Numeric strings count
 * (`'18'`); text that is not a number fails; empty values pass; lists are checked element by
 * element.
 *
 * @param value The field value.
 * @param params `{ min }`.
 */
export function minValueRule(value: unknown, params: MinValueParams): boolean {
  if (isEmptyValue(value)) return true;
  const min = toNumber(params.min);
  return checkEach(value, (item) => isEmptyValue(item) || toNumber(item) >= min);
}
