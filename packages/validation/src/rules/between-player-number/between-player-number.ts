import { checkEach } from '../../shared/check-each.ts';
import { isEmptyValue } from '../../shared/is-empty-value.ts';
import { toNumber } from '../../shared/to-number.ts';

/** The shirt numbers `between_playerNumber` allows when no params are given: 1 to 99. */
export const defaultPlayerNumberRange = { min: 1, max: 99 } as const;

/** The params of `between_playerNumber`: either bound may be left out (1 and 99 by default). */
export interface PlayerNumberParams {
  /** The smallest shirt number; 1 when left out. */
  readonly min?: number | string;
  /** The largest shirt number; 99 when left out. */
  readonly max?: number | string;
}

/** The bounds `between_playerNumber` checks, with the defaults filled in. */
export interface PlayerNumberRange {
  /** The smallest shirt number. */
  readonly min: number;
  /** The largest shirt number. */
  readonly max: number;
}

/** Fills in the default bounds of a shirt number range. */
export function resolvePlayerNumberRange(params?: PlayerNumberParams): PlayerNumberRange {
  return {
    min: params?.min === undefined ? defaultPlayerNumberRange.min : toNumber(params.min),
    max: params?.max === undefined ? defaultPlayerNumberRange.max : toNumber(params.max),
  };
}

// A shirt number is written with ASCII digits only: no sign, decimals, exponent or spaces.
const SHIRT_NUMBER = /^[0-9]+$/;

function isWholeShirtNumber(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value);
  return typeof value === 'string' && SHIRT_NUMBER.test(value);
}

/**
 * The `between_playerNumber` rule: a player's shirt number, a whole number from `min` to `max`
 * (1 to 99 unless given). Accepts a number (`7`) or a string of digits (`'7'`, `'07'`);
 * refuses decimals (`7.5`, `'7.0'`), signs, exponents, spaces and every other type. Empty
 * values pass; lists are checked element by element.
 *
 * @param value The field value.
 * @param params `{ min?, max? }`.
 */
export function betweenPlayerNumberRule(value: unknown, params?: PlayerNumberParams): boolean {
  if (isEmptyValue(value)) return true;
  const { min, max } = resolvePlayerNumberRange(params);
  return checkEach(value, (item) => {
    if (isEmptyValue(item)) return true;
    if (!isWholeShirtNumber(item)) return false;
    const number = toNumber(item);
    return number >= min && number <= max;
  });
}
