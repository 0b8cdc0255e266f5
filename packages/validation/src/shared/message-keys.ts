/**
 * The translation key each rule reports when it fails, keyed by the rule's name in
 * docs/product/requirements.md#validation-rules.
 *
 * docs/product/requirements.md#validation-rules names Required, BetweenPlayerNumber,
 * InvalidCharacter, Email, Numeric, Phone, Confirmed and Address; Min, Max, MinValue, MaxValue and
 * Between follow the same pattern. The UI translates them with `@clubshop/i18n`; this package never
 * imports it.
 */
export const ruleMessageKeys = {
  required: 'Form.Validation.Required',
  min: 'Form.Validation.Min',
  max: 'Form.Validation.Max',
  min_value: 'Form.Validation.MinValue',
  max_value: 'Form.Validation.MaxValue',
  between: 'Form.Validation.Between',
  between_playerNumber: 'Form.Validation.BetweenPlayerNumber',
  addOnName: 'Form.Validation.InvalidCharacter',
  email: 'Form.Validation.Email',
  numeric: 'Form.Validation.Numeric',
  phone: 'Form.Validation.Phone',
  confirmed: 'Form.Validation.Confirmed',
  address: 'Form.Validation.Address',
} as const;

/**
 * The name of one rule of docs/product/requirements.md#validation-rules, e.g. `'min_value'` or
 * `'between_playerNumber'`.
 */
export type RuleName = keyof typeof ruleMessageKeys;

/** A translation key a rule reports, e.g. `'Form.Validation.Required'`. */
export type ValidationMessageKey = (typeof ruleMessageKeys)[RuleName];
