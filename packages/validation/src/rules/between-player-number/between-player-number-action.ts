import { ruleMessageKeys } from '../../shared/message-keys.ts';
import { createRuleAction, type RuleAction } from '../../shared/rule-action.ts';
import {
  betweenPlayerNumberRule,
  type PlayerNumberParams,
  type PlayerNumberRange,
  resolvePlayerNumberRange,
} from './between-player-number.ts';

/**
 * A valibot action for the `between_playerNumber` rule. Reports
 * `Form.Validation.BetweenPlayerNumber` with the resolved `{ min, max }` (1 and 99 by default).
 *
 * @example v.pipe(v.union([v.string(), v.number()]), betweenPlayerNumberAction())
 * @param params `{ min?, max? }`.
 * @param message The translation key to report instead of `Form.Validation.BetweenPlayerNumber`.
 */
export function betweenPlayerNumberAction<TInput>(
  params?: PlayerNumberParams,
  message: string = ruleMessageKeys.between_playerNumber,
): RuleAction<TInput, PlayerNumberRange> {
  return createRuleAction<TInput, PlayerNumberRange>({
    type: 'between_playerNumber',
    reference: betweenPlayerNumberAction,
    params: resolvePlayerNumberRange(params),
    test: betweenPlayerNumberRule,
    message,
  });
}
