import { ruleMessageKeys } from '../../shared/message-keys.ts';
import { ruleActionWithParams } from '../../shared/rule-action.ts';
import { type MinValueParams, minValueRule } from './min-value.ts';

/**
 * A valibot action for the `min_value` rule. Reports `Form.Validation.MinValue` with `{ min }`.
 *
 * @example v.pipe(v.number(), minValueAction({ min: 1 }))
 * @param params `{ min }`.
 * @param message The translation key to report instead of `Form.Validation.MinValue`.
 */
export const minValueAction = ruleActionWithParams<MinValueParams>(
  'min_value',
  minValueRule,
  ruleMessageKeys.min_value,
);
