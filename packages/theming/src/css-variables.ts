import type { ClubTheme } from './club-theme.ts';
import { type ResolvedTheme, resolveTheme } from './resolve-theme.ts';
import {
  focusRingTokens,
  fontSizeTokens,
  fontWeightTokens,
  lineHeightTokens,
  motionTokens,
  radiusTokens,
  shadowTokens,
  spaceTokens,
  zIndexTokens,
} from './tokens.ts';

/** A map of CSS custom property names (with the `--cs-` prefix) to values. */
export type CssVariables = Record<`--cs-${string}`, string>;

function prefixed(group: string, tokens: Record<string, string>): CssVariables {
  const variables: CssVariables = {};
  for (const [name, value] of Object.entries(tokens)) {
    variables[`--cs-${group ? `${group}-` : ''}${name}`] = value;
  }
  return variables;
}

function isResolved(theme: ClubTheme | ResolvedTheme): theme is ResolvedTheme {
  return 'colors' in theme && typeof theme.colors === 'object';
}

/**
 * Every CSS custom property of a theme: `--cs-color-*`, `--cs-font-family`, `--cs-space-1..8`,
 * `--cs-font-size-*`, `--cs-radius-*`, `--cs-shadow-*`, motion, layers and the focus ring.
 * Accepts a raw club theme (resolved here) or an already resolved one.
 *
 * @example
 * themeToCssVariables(clubPresets.harbour)['--cs-color-primary']; // '#b71c1c'
 */
export function themeToCssVariables(theme: ClubTheme | ResolvedTheme = {}): CssVariables {
  const resolved = isResolved(theme) ? theme : resolveTheme(theme);
  return {
    ...prefixed('color', { ...resolved.colors }),
    '--cs-font-family': resolved.fontFamily,
    ...prefixed('space', spaceTokens),
    ...prefixed('font-size', fontSizeTokens),
    ...prefixed('font-weight', fontWeightTokens),
    ...prefixed('line-height', lineHeightTokens),
    ...prefixed('radius', radiusTokens),
    ...prefixed('shadow', shadowTokens),
    ...prefixed('', motionTokens),
    ...prefixed('z', zIndexTokens),
    ...prefixed('', focusRingTokens),
  };
}

/**
 * A CSS rule declaring the theme's custom properties on `selector` (default `:root`), for
 * server rendering or a static stylesheet: `<style>{themeToCss(theme)}</style>`.
 *
 * @example
 * import { themeFromSettings, themeToCss } from '@clubshop/theming/core';
 * const style = `<style>${themeToCss(themeFromSettings(settings), ':root')}</style>`;
 */
export function themeToCss(theme: ClubTheme | ResolvedTheme = {}, selector = ':root'): string {
  const declarations = Object.entries(themeToCssVariables(theme))
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  return `${selector} {\n${declarations}\n}\n`;
}
