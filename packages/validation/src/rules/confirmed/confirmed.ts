/** The params of `confirmed` (vee-validate's `{ target }`): the value to match. */
export interface ConfirmedParams {
  /** The value the field must repeat, usually another field's value. */
  readonly target: unknown;
}

function asText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/**
 * The `confirmed` rule: the value repeats `target` (an e-mail or password confirmation).
 * Compared as text, like vee-validate 4 (`'5'` confirms `5`), and it does not skip empty values:
 * an empty confirmation of a filled-in target fails. `null` and `undefined` read as `''`.
 *
 * @param value The field value.
 * @param params `{ target }`.
 */
export function confirmedRule(value: unknown, params: ConfirmedParams): boolean {
  return asText(value) === asText(params.target);
}
