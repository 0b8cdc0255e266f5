import { ruleMessageKeys } from '../../shared/message-keys.ts';
import { ruleActionWithoutParams } from '../../shared/rule-action.ts';
import { emailRule } from './email.ts';

/** The params of `email`: none. */
export type EmailParams = Record<string, never>;

/**
 * A valibot action for the `email` rule. Reports `Form.Validation.Email`.
 *
 * @example v.pipe(v.string(), emailAction())
 * @param message The translation key to report instead of `Form.Validation.Email`.
 */
export const emailAction = ruleActionWithoutParams<EmailParams>('email', emailRule, ruleMessageKeys.email);
