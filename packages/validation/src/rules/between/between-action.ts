import { ruleMessageKeys } from '../../shared/message-keys.ts';
import { createRuleAction, type RuleAction } from '../../shared/rule-action.ts';
import { type BetweenParams, betweenRule } from './between.ts';

/**
 * A valibot action for the `between` rule. Reports `Form.Validation.Between` with `{ min, max }`.
 *
 * @example v.pipe(v.number(), betweenAction({ min: 1, max: 10 }))
 * @param params `{ min, max }`.
 * @param message The translation key to report instead of `Form.Validation.Between`.
 */
export function betweenAction<TInput>(
  params: BetweenParams,
  message: string = ruleMessageKeys.between,
): RuleAction<TInput, BetweenParams> {
  return createRuleAction<TInput, BetweenParams>({
    type: 'between',
    reference: betweenAction,
    params,
    test: betweenRule,
    message,
  });
}
