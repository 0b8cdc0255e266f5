import { ruleMessageKeys } from '../../shared/message-keys.ts';
import { ruleActionWithoutParams } from '../../shared/rule-action.ts';
import { addressRule } from './address.ts';

/** The params of `address`: none. */
export type AddressParams = Record<string, never>;

/**
 * A valibot action for the `address` rule. Reports `Form.Validation.Address`.
 *
 * @example v.pipe(v.string(), addressAction())
 * @param message The translation key to report instead of `Form.Validation.Address`.
 */
export const addressAction = ruleActionWithoutParams<AddressParams>(
  'address',
  addressRule,
  ruleMessageKeys.address,
);
