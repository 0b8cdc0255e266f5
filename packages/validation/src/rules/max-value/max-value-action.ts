import { ruleMessageKeys } from '../../shared/message-keys.ts';
import { ruleActionWithParams } from '../../shared/rule-action.ts';
import { type MaxValueParams, maxValueRule } from './max-value.ts';

/**
 * A valibot action for the `max_value` rule. Reports `Form.Validation.MaxValue` with `{ max }`.
 *
 * @example v.pipe(v.number(), maxValueAction({ max: 10 }))
 * @param params `{ max }`.
 * @param message The translation key to report instead of `Form.Validation.MaxValue`.
 */
export const maxValueAction = ruleActionWithParams<MaxValueParams>(
  'max_value',
  maxValueRule,
  ruleMessageKeys.max_value,
);
