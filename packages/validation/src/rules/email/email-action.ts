import { ruleMessageKeys } from '../../shared/message-keys.ts';
import { createRuleAction, type RuleAction } from '../../shared/rule-action.ts';
import { emailRule } from './email.ts';

/** The params of `email`: none. */
export type EmailParams = Record<string, never>;

/**
 * A valibot action for the `email` rule. Reports `Form.Validation.Email`.
 *
 * @example v.pipe(v.string(), emailAction())
 * @param message The translation key to report instead of `Form.Validation.Email`.
 */
export function emailAction<TInput>(
  message: string = ruleMessageKeys.email,
): RuleAction<TInput, EmailParams> {
  return createRuleAction<TInput, EmailParams>({
    type: 'email',
    reference: emailAction,
    params: {},
    test: (value) => emailRule(value),
    message,
  });
}
