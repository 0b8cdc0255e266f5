/**
 * @packageDocumentation The React-free part of @clubshop/theming (`@clubshop/theming/core`): club
 * themes, derived colours, presets, tokens and `themeToCss` for servers, static stylesheets and
 * other frameworks. Works in plain Node without React installed.
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
export type { ContrastCheck, ThemingInput } from './contrast-checks.ts';
export { contrastChecks } from './contrast-checks.ts';
export type { CssVariables } from './css-variables.ts';
export { themeToCss, themeToCssVariables } from './css-variables.ts';
export { defaultResolvedTheme } from './default-resolved-theme.ts';
export { defaultTheme } from './default-theme.ts';
export type { ResolvedTheme, ThemeColors } from './resolve-theme.ts';
export { resolveTheme } from './resolve-theme.ts';
export type { ThemeSettingsChange } from './theme-to-settings.ts';
export { themeToSettings } from './theme-to-settings.ts';
export * from './tokens.ts';
