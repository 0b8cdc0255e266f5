import { ruleMessageKeys } from '../../shared/message-keys.ts';
import { createRuleAction, type RuleAction } from '../../shared/rule-action.ts';
import { type LengthParams, minRule } from './min.ts';

/**
 * A valibot action for the `min` rule. Reports `Form.Validation.Min` with `{ length }`.
 *
 * @example v.pipe(v.string(), minAction({ length: 2 }))
 * @param params `{ length }`.
 * @param message The translation key to report instead of `Form.Validation.Min`.
 */
export function minAction<TInput>(
  params: LengthParams,
  message: string = ruleMessageKeys.min,
): RuleAction<TInput, LengthParams> {
  return createRuleAction<TInput, LengthParams>({
    type: 'min',
    reference: minAction,
    params,
    test: minRule,
    message,
  });
}
