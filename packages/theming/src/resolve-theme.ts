import type { ClubLogo, ClubTheme } from './club-theme.ts';
import {
  AA_TEXT_CONTRAST,
  AA_UI_CONTRAST,
  BLACK,
  ensureContrast,
  isDark,
  mix,
  parseColor,
  pickReadable,
  type Rgb,
  toHex,
  WHITE,
} from './color.ts';
import { defaultTheme } from './default-theme.ts';
import { statusColors } from './status-colors.ts';

/** Every colour token of a resolved theme, as `#rrggbb`. Each becomes `--cs-color-<name>`. */
export interface ThemeColors {
  primary: string;
  'on-primary': string;
  'primary-hover': string;
  secondary: string;
  'on-secondary': string;
  'secondary-hover': string;
  text: string;
  'text-muted': string;
  background: string;
  surface: string;
  border: string;
  'border-subtle': string;
  focus: string;
  link: string;
  'info-bg': string;
  'info-text': string;
  'success-bg': string;
  'success-text': string;
  'warning-bg': string;
  'warning-text': string;
  'error-bg': string;
  'error-text': string;
}

/** A club theme with every token computed: what the CSS custom properties are made from. */
export interface ResolvedTheme {
  themeName: string;
  siteName: string;
  fontFamily: string;
  colors: ThemeColors;
  logo?: ClubLogo;
  icons?: Record<string, string>;
}

/** A valid, non-empty font-family list (no braces or semicolons that could break out of CSS). */
function cleanFontFamily(value: string | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!trimmed || /[;{}<>\\]/.test(trimmed)) return undefined;
  return trimmed;
}

/** Hover shade: lighter for very dark colours (darkening would be invisible), darker otherwise. */
function hoverOf(color: Rgb): Rgb {
  return isDark(color) ? mix(color, WHITE, 0.18) : mix(color, BLACK, 0.15);
}

/**
 * Fills a brand colour with an AA-readable text colour (white, the club text colour or black,
 * in that order of preference) and a hover shade. If no text colour reaches 4.5:1 on the club
 * colour (e.g. #777777), the background is nudged until one does; the hover shade is kept
 * readable with the same text colour.
 */
function brandColor(color: Rgb, text: Rgb) {
  const on = pickReadable([color], [WHITE, text, BLACK]);
  const base = ensureContrast(color, on, AA_TEXT_CONTRAST);
  const hover = ensureContrast(hoverOf(base), on, AA_TEXT_CONTRAST);
  return { base: toHex(base), hover: toHex(hover), on: toHex(on) };
}

/**
 * Turns a club theme into every token: parses colours (falling back to the default theme for
 * invalid input), derives hover shades, AA-readable text on brand colours, borders, the focus
 * ring and link colour, all on a white page.
 *
 * @example
 * const theme = resolveTheme({ primaryColor: '#f2c14e' });
 * theme.colors['on-primary']; // a text colour with at least 4.5:1 contrast on the yellow
 */
export function resolveTheme(theme: ClubTheme = {}): ResolvedTheme {
  const background = WHITE;
  const primary = parseColor(theme.primaryColor) ?? parseColor(defaultTheme.primaryColor)!;
  const secondary = parseColor(theme.secondaryColor) ?? parseColor(defaultTheme.secondaryColor)!;
  const requestedText = parseColor(theme.textColor) ?? parseColor(defaultTheme.textColor)!;
  // Body text must be AA on the page whatever the club sends (e.g. #FFFF00 or #777777).
  const text = ensureContrast(requestedText, background, AA_TEXT_CONTRAST);

  const primaryTokens = brandColor(primary, text);
  const secondaryTokens = brandColor(secondary, text);

  const resolved: ResolvedTheme = {
    themeName: theme.themeName?.trim() || defaultTheme.themeName,
    siteName: theme.siteName?.trim() || defaultTheme.siteName,
    fontFamily: cleanFontFamily(theme.fontFamily) ?? defaultTheme.fontFamily,
    colors: {
      primary: primaryTokens.base,
      'on-primary': primaryTokens.on,
      'primary-hover': primaryTokens.hover,
      secondary: secondaryTokens.base,
      'on-secondary': secondaryTokens.on,
      'secondary-hover': secondaryTokens.hover,
      text: toHex(text),
      'text-muted': toHex(ensureContrast(mix(text, background, 0.3), background, AA_TEXT_CONTRAST)),
      background: toHex(background),
      surface: toHex(mix(background, text, 0.05)),
      // Form-control boundaries need 3:1 against the page (WCAG 1.4.11).
      border: toHex(ensureContrast(mix(text, background, 0.5), background, AA_UI_CONTRAST)),
      'border-subtle': toHex(mix(background, text, 0.15)),
      focus: toHex(ensureContrast(primary, background, AA_UI_CONTRAST)),
      link: toHex(ensureContrast(primary, background, AA_TEXT_CONTRAST)),
      ...statusColors,
    },
  };
  if (theme.logo) resolved.logo = theme.logo;
  if (theme.icons) resolved.icons = theme.icons;
  return resolved;
}
