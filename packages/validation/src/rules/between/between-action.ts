import { ruleMessageKeys } from '../../shared/message-keys.ts';
import { ruleActionWithParams } from '../../shared/rule-action.ts';
import { type BetweenParams, betweenRule } from './between.ts';

/**
 * A valibot action for the `between` rule. Reports `Form.Validation.Between` with `{ min, max }`.
 *
 * @example v.pipe(v.number(), betweenAction({ min: 1, max: 10 }))
 * @param params `{ min, max }`.
 * @param message The translation key to report instead of `Form.Validation.Between`.
 */
export const betweenAction = ruleActionWithParams<BetweenParams>(
  'between',
  betweenRule,
  ruleMessageKeys.between,
);
