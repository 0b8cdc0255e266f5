import { ruleMessageKeys } from '../../shared/message-keys.ts';
import { ruleActionWithoutParams } from '../../shared/rule-action.ts';
import { numericRule } from './numeric.ts';

/** The params of `numeric`: none. */
export type NumericParams = Record<string, never>;

/**
 * A valibot action for the `numeric` rule. Reports `Form.Validation.Numeric`.
 *
 * @example v.pipe(v.string(), numericAction())
 * @param message The translation key to report instead of `Form.Validation.Numeric`.
 */
export const numericAction = ruleActionWithoutParams<NumericParams>(
  'numeric',
  numericRule,
  ruleMessageKeys.numeric,
);
