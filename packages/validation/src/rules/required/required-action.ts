import { ruleMessageKeys } from '../../shared/message-keys.ts';
import { createRuleAction, type RuleAction } from '../../shared/rule-action.ts';
import { requiredRule } from './required.ts';

/** The params of `required`: none. */
export type RequiredParams = Record<string, never>;

/**
 * A valibot action for the `required` rule. Reports `Form.Validation.Required`.
 *
 * @example v.pipe(v.string(), requiredAction())
 * @param message The translation key to report instead of `Form.Validation.Required`.
 */
export function requiredAction<TInput>(
  message: string = ruleMessageKeys.required,
): RuleAction<TInput, RequiredParams> {
  return createRuleAction<TInput, RequiredParams>({
    type: 'required',
    reference: requiredAction,
    params: {},
    test: (value) => requiredRule(value),
    message,
  });
}
