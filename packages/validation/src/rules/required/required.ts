/**
 * The `required` rule: fails for `undefined`, `null`, `false`, an empty list and a string that is
 * empty or only whitespace (docs/product/requirements.md#validation-rules, vee-validate 4's
 * `required`). `0` and `true` pass.
 *
 * @param value The field value.
 * @returns Whether the value is filled in.
 */
export function requiredRule(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (Array.isArray(value)) return value.length > 0;
  return String(value).trim() !== '';
}
