import { type MessageParams, toMessageParams } from '../form/form-error.ts';
import type { RuleName } from './message-keys.ts';

/**
 * The placeholders each rule's message uses, beside the rule's own params: `min` and `max` take
 * `{ length }` (vee-validate's shape) while their messages say "at least {min} characters" /
 * "at most {max} characters", so their length is given under that name too. Without it a shopper
 * read "Must be at least {min} characters".
 */
const messageNames: Partial<Record<RuleName, Readonly<Record<string, string>>>> = {
  min: { length: 'min' },
  max: { length: 'max' },
};

/**
 * valibot's own bound actions (`v.maxLength(20, key)`) carry their bound as a bare number: it is
 * given as `{ max }` or `{ min }`, so "Give at most {max} entries." reads its number.
 */
const valibotBounds: Readonly<Record<string, 'min' | 'max'>> = {
  max_length: 'max',
  min_length: 'min',
  max_value: 'max',
  min_value: 'min',
};

/**
 * The values a rule's message interpolates: the string and number params of the rule, plus the
 * names its message key uses (`min` of `Form.Validation.Min`).
 *
 * @example ruleMessageParams('min', { length: 8 }) // { length: 8, min: 8 }
 */
export function ruleMessageParams(rule: string, params: unknown): MessageParams {
  const bound = valibotBounds[rule];
  if (bound && typeof params === 'number') return { [bound]: params };
  const values: Record<string, string | number> = { ...toMessageParams(params) };
  for (const [param, name] of Object.entries(messageNames[rule as RuleName] ?? {})) {
    const value = values[param];
    if (value !== undefined && values[name] === undefined) values[name] = value;
  }
  return values;
}
