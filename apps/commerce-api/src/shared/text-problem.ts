/**
 * The one rule for text the API accepts, used by the input guard (src/http/input-guard.ts) and by
 * code that decodes a value a second time (content/resolve.ts).
 */

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a decoded text cannot be accepted (a NUL, a lone surrogate: PostgreSQL refuses both, a
 * 500), or undefined. Also for code that decodes a value a second time (a path in a query
 * parameter): what the guard let through as text may decode to either.
 */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'contains a NUL character';
  if (loneSurrogate.test(text)) return 'contains a lone surrogate (not Unicode text)';
  return undefined;
}
