import { ruleMessageKeys } from '../../shared/message-keys.ts';
import { ruleActionWithoutParams } from '../../shared/rule-action.ts';
import { addOnNameRule } from './add-on-name.ts';

/** The params of `addOnName`: none. */
export type AddOnNameParams = Record<string, never>;

/**
 * A valibot action for the `addOnName` rule. Reports `Form.Validation.InvalidCharacter`.
 *
 * @example v.pipe(v.string(), addOnNameAction())
 * @param message The translation key to report instead of `Form.Validation.InvalidCharacter`.
 */
export const addOnNameAction = ruleActionWithoutParams<AddOnNameParams>(
  'addOnName',
  addOnNameRule,
  ruleMessageKeys.addOnName,
);
