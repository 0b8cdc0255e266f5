import { ruleMessageKeys } from '../../shared/message-keys.ts';
import { createRuleAction, type RuleAction } from '../../shared/rule-action.ts';
import { numericRule } from './numeric.ts';

/** The params of `numeric`: none. */
export type NumericParams = Record<string, never>;

/**
 * A valibot action for the `numeric` rule. Reports `Form.Validation.Numeric`.
 *
 * @example v.pipe(v.string(), numericAction())
 * @param message The translation key to report instead of `Form.Validation.Numeric`.
 */
export function numericAction<TInput>(
  message: string = ruleMessageKeys.numeric,
): RuleAction<TInput, NumericParams> {
  return createRuleAction<TInput, NumericParams>({
    type: 'numeric',
    reference: numericAction,
    params: {},
    test: (value) => numericRule(value),
    message,
  });
}
