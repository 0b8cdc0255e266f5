/**
 * True for the values every rule but `required` lets through: `undefined`, `null`, `''` and `[]`
 * (vee-validate 4's `isEmpty`). `false` and whitespace are not empty here; `required` refuses
 * them on its own.
 */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}
