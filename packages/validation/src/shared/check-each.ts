/**
 * Runs `test` on the value, or on every element when the value is an array (a multi-value field),
 * the way vee-validate 4's rules do.
 */
export function checkEach(value: unknown, test: (item: unknown) => boolean): boolean {
  return Array.isArray(value) ? value.every(test) : test(value);
}
