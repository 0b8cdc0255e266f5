import { ruleMessageKeys } from '../../shared/message-keys.ts';
import { createRuleAction, type RuleAction } from '../../shared/rule-action.ts';
import { type MinValueParams, minValueRule } from './min-value.ts';

/**
 * A valibot action for the `min_value` rule. Reports `Form.Validation.MinValue` with `{ min }`.
 *
 * @example v.pipe(v.number(), minValueAction({ min: 1 }))
 * @param params `{ min }`.
 * @param message The translation key to report instead of `Form.Validation.MinValue`.
 */
export function minValueAction<TInput>(
  params: MinValueParams,
  message: string = ruleMessageKeys.min_value,
): RuleAction<TInput, MinValueParams> {
  return createRuleAction<TInput, MinValueParams>({
    type: 'min_value',
    reference: minValueAction,
    params,
    test: minValueRule,
    message,
  });
}
