/** Values for the `{name}` placeholders of a message: the rule's params, e.g. `{ length: 3 }`. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * A translatable validation error: a message key and the params its translation interpolates,
 * e.g. `{ key: 'Form.Validation.Min', params: { length: 3 } }`. The UI turns it into text with
 * `@clubshop/i18n` (`t(error.key, error.params)`); this package never translates.
 */
export interface FormError {
  /** The message key, e.g. `'Form.Validation.Required'`. */
  readonly key: string;
  /** The values of the message's placeholders; `{}` when the rule has none. */
  readonly params: MessageParams;
}

/**
 * Keeps the string and number entries of a params object, the values a translation can
 * interpolate. Anything else (a list, an object, a function, a RegExp) gives `{}`.
 */
export function toMessageParams(params: unknown): MessageParams {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return {};
  const prototype: unknown = Object.getPrototypeOf(params);
  if (prototype !== Object.prototype && prototype !== null) return {};
  const result: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') result[name] = value;
  }
  return result;
}
