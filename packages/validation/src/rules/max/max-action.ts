import { ruleMessageKeys } from '../../shared/message-keys.ts';
import { ruleActionWithParams } from '../../shared/rule-action.ts';
import type { LengthParams } from '../min/min.ts';
import { maxRule } from './max.ts';

/**
 * A valibot action for the `max` rule. Reports `Form.Validation.Max` with `{ length }`.
 *
 * @example v.pipe(v.string(), maxAction({ length: 50 }))
 * @param params `{ length }`.
 * @param message The translation key to report instead of `Form.Validation.Max`.
 */
export const maxAction = ruleActionWithParams<LengthParams>('max', maxRule, ruleMessageKeys.max);
