import { ruleMessageKeys } from '../../shared/message-keys.ts';
import { ruleActionWithoutParams } from '../../shared/rule-action.ts';
import { phoneRule } from './phone.ts';

/** The params of `phone`: none. */
export type PhoneParams = Record<string, never>;

/**
 * A valibot action for the `phone` rule. Reports `Form.Validation.Phone`.
 *
 * @example v.pipe(v.string(), phoneAction())
 * @param message The translation key to report instead of `Form.Validation.Phone`.
 */
export const phoneAction = ruleActionWithoutParams<PhoneParams>('phone', phoneRule, ruleMessageKeys.phone);
