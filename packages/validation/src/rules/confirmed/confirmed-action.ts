import { ruleMessageKeys } from '../../shared/message-keys.ts';
import { ruleActionWithParams } from '../../shared/rule-action.ts';
import { type ConfirmedParams, confirmedRule } from './confirmed.ts';

/**
 * A valibot action for the `confirmed` rule against a value known up front. Reports
 * `Form.Validation.Confirmed` with `{ target }`. To compare two fields of one object (an e-mail
 * and its confirmation), use `confirmedFieldAction` on the object instead.
 *
 * @example v.pipe(v.string(), confirmedAction({ target: 'DELETE' }))
 * @param params `{ target }`.
 * @param message The translation key to report instead of `Form.Validation.Confirmed`.
 */
export const confirmedAction = ruleActionWithParams<ConfirmedParams>(
  'confirmed',
  confirmedRule,
  ruleMessageKeys.confirmed,
);
