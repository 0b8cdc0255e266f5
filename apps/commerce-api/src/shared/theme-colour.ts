/**
 * A club's theme colour as the API takes and uses it: read by the storefront's own colour rule
 * (`parseColor` of `@clubshop/theming/core`, colord: decision 0030), so what the admin API
 * accepts is exactly what the back office's form and the storefront's theme read, and written
 * back as `#rrggbb`, so a generated picture never carries a colour as it was typed (issue 43: a
 * "colour" that closed its SVG attribute ran script on the shop's origin). Decision 0068.
 */
import { parseColor, toHex } from '@clubshop/theming/core';

/**
 * The colour as lower-case `#rrggbb`, or undefined when it is no colour the theme reads
 * (`var(--x)`, a hex without `#`, markup, a non-string).
 *
 * @example
 * themeColourHex('navy'); // '#000080'
 * themeColourHex('#0B2545'); // '#0b2545'
 * themeColourHex('red"/><script>'); // undefined
 */
export function themeColourHex(value: unknown): string | undefined {
  const parsed = typeof value === 'string' ? parseColor(value) : undefined;
  return parsed && toHex(parsed);
}

/** The message of a theme colour the API refuses. */
export const themeColourMessage =
  'must be a CSS colour the theme reads (#rgb, #rrggbb, rgb(), hsl(), oklch(), oklab() or a colour name), or empty for the default';
