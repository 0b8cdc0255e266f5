import { ruleMessageKeys } from '../../shared/message-keys.ts';
import { ruleActionWithoutParams } from '../../shared/rule-action.ts';
import { requiredRule } from './required.ts';

/** The params of `required`: none. */
export type RequiredParams = Record<string, never>;

/**
 * A valibot action for the `required` rule. Reports `Form.Validation.Required`.
 *
 * @example v.pipe(v.string(), requiredAction())
 * @param message The translation key to report instead of `Form.Validation.Required`.
 */
export const requiredAction = ruleActionWithoutParams<RequiredParams>(
  'required',
  requiredRule,
  ruleMessageKeys.required,
);
