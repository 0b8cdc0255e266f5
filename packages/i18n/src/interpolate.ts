/** Values for the `{name}` placeholders of a translation. */
export type InterpolationValues = Readonly<Record<string, string | number>>;

// `{{` and `}}` are escaped braces; `{ name }` a placeholder (letters, digits, _ . $ -).
const TOKEN = /\{\{|\}\}|\{\s*([\p{L}\p{N}_.$-]+)\s*\}/gu;

/**
 * Replaces `{name}` placeholders in `template` with `values`.
 *
 * - Whitespace inside the braces is allowed: `{ name }`.
 * - Values are inserted with `String(value)`: numbers are not locale-formatted (an order number
 *   must not become `10,023`); format money and dates first with `formatMoney` / `formatDate`.
 * - A placeholder without a value (absent, `undefined` or `null`) stays in the text as written,
 *   so the gap is visible instead of silently empty.
 * - `{{` and `}}` give literal `{` and `}` (the .NET `String.Format` convention the content
 *   service uses), so `{{name}}` renders `{name}`.
 * - One pass only: a value that itself contains `{other}` is not interpolated again.
 * - Any other brace (`{}`, `{ unclosed`, `a } b`) is left as it is.
 */
export function interpolate(template: string, values?: InterpolationValues): string {
  if (!template.includes('{') && !template.includes('}')) return template;
  return template.replace(TOKEN, (match: string, name: string | undefined) => {
    if (match === '{{') return '{';
    if (match === '}}') return '}';
    if (name !== undefined && values && Object.hasOwn(values, name)) {
      const value: unknown = values[name];
      if (value !== undefined && value !== null) return String(value);
    }
    return match;
  });
}
