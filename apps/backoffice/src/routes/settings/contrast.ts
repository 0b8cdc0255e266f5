/**
 * The contrast check of the settings screen: `contrastChecks` of `@clubshop/theming` (the pairs a
 * club's theme puts text on, each with its WCAG 2.2 AA ratio), the one rule the Storybook theme
 * playground uses too.
 */
import { parseColor } from '@clubshop/theming/core';

export { type ContrastCheck, contrastChecks, type ThemingInput } from '@clubshop/theming/core';

/** Whether a colour parses as the storefront reads it. */
export function isColour(value: string): boolean {
  return parseColor(value) !== undefined;
}
