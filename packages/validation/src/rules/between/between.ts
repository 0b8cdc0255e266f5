import { checkEach } from '../../shared/check-each.ts';
import { isEmptyValue } from '../../shared/is-empty-value.ts';
import { toNumber } from '../../shared/to-number.ts';

/** The params of `between` (vee-validate's `{ min, max }`), both bounds included. */
export interface BetweenParams {
  /** The smallest allowed number. */
  readonly min: number | string;
  /** The largest allowed number. */
  readonly max: number | string;
}

/**
 * The `between` rule: `min <= Number(value) <= max`, bounds included. Numeric strings count;
 * text that is not a number fails; empty values pass; lists are checked element by element.
 *
 * @param value The field value.
 * @param params `{ min, max }`.
 */
export function betweenRule(value: unknown, params: BetweenParams): boolean {
  if (isEmptyValue(value)) return true;
  const min = toNumber(params.min);
  const max = toNumber(params.max);
  return checkEach(value, (item) => {
    if (isEmptyValue(item)) return true;
    const number = toNumber(item);
    return number >= min && number <= max;
  });
}
