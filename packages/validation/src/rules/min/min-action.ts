import { ruleMessageKeys } from '../../shared/message-keys.ts';
import { ruleActionWithParams } from '../../shared/rule-action.ts';
import { type LengthParams, minRule } from './min.ts';

/**
 * A valibot action for the `min` rule. Reports `Form.Validation.Min` with `{ length }`.
 *
 * @example v.pipe(v.string(), minAction({ length: 2 }))
 * @param params `{ length }`.
 * @param message The translation key to report instead of `Form.Validation.Min`.
 */
export const minAction = ruleActionWithParams<LengthParams>('min', minRule, ruleMessageKeys.min);
