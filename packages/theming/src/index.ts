/**
 * @packageDocumentation
 * Club themes as CSS custom properties: tokens, derived colours (hover, AA-readable text,
 * borders, focus ring), presets of the demo clubs and a ThemeProvider.
 */

export type { ClubPresetName } from './club-presets.ts';
export { clubPresets } from './club-presets.ts';
export type { ClubLogo, ClubTheme, ThemeSettings } from './club-theme.ts';
export { themeFromSettings } from './club-theme.ts';
export type { Rgb } from './color.ts';
export {
  AA_TEXT_CONTRAST,
  AA_UI_CONTRAST,
  contrastRatio,
  ensureContrast,
  mix,
  parseColor,
  pickReadable,
  relativeLuminance,
  toHex,
} from './color.ts';
export type { CssVariables } from './css-variables.ts';
export { themeToCss, themeToCssVariables } from './css-variables.ts';
export { defaultResolvedTheme } from './default-resolved-theme.ts';
export { defaultTheme } from './default-theme.ts';
export type { ResolvedTheme, ThemeColors } from './resolve-theme.ts';
export { resolveTheme } from './resolve-theme.ts';
export { ThemeContext, useTheme } from './theme-context.ts';
export type { ThemeProviderProps } from './theme-provider.tsx';
export { ThemeProvider } from './theme-provider.tsx';
export {
  breakpoints,
  desktopMediaQuery,
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
