import { ruleMessageKeys } from '../../shared/message-keys.ts';
import { createRuleAction, type RuleAction } from '../../shared/rule-action.ts';
import type { LengthParams } from '../min/min.ts';
import { maxRule } from './max.ts';

/**
 * A valibot action for the `max` rule. Reports `Form.Validation.Max` with `{ length }`.
 *
 * @example v.pipe(v.string(), maxAction({ length: 50 }))
 * @param params `{ length }`.
 * @param message The translation key to report instead of `Form.Validation.Max`.
 */
export function maxAction<TInput>(
  params: LengthParams,
  message: string = ruleMessageKeys.max,
): RuleAction<TInput, LengthParams> {
  return createRuleAction<TInput, LengthParams>({
    type: 'max',
    reference: maxAction,
    params,
    test: maxRule,
    message,
  });
}
