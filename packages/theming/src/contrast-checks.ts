/**
 * The contrast check of a club's colours: the pairs a theme puts text on, each with its ratio and
 * whether it passes WCAG 2.2 AA (4.5:1 for text), computed with the colour rules of this package
 * and its derived colours (the button text the storefront picks for the primary colour), so the
 * check is what shoppers will see. One rule for the back office's settings screen and the
 * Storybook theme playground.
 */
import { AA_TEXT_CONTRAST, contrastRatio, parseColor } from './color.ts';
import { resolveTheme } from './resolve-theme.ts';

/** The colours and font of a site's settings (`theming`). */
export interface ThemingInput {
  /** Main brand colour (any CSS colour the theme reads). */
  primaryColor: string;
  /** Accent colour. */
  secondaryColor: string;
  /** Body text colour on the white page. */
  textColor: string;
  /** A CSS font-family list (not checked). */
  fontFamily: string;
}

/** One checked pair. */
export interface ContrastCheck {
  /** The text colour and what it is on: body text on the page, or the derived text on a brand colour. */
  pair: 'text-on-background' | 'on-primary' | 'on-secondary';
  /** The contrast ratio, to two decimals (`4.5` is 4.5:1). */
  ratio: number;
  /** Whether the ratio reaches `minimum`. */
  passes: boolean;
  /** The WCAG AA minimum for text, 4.5. */
  minimum: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The checks of a theme; a colour that does not parse is left out (its field says so).
 *
 * @example
 * contrastChecks({ primaryColor: '#ffff00', secondaryColor: '#000', textColor: '#999', fontFamily: '' })
 * // [{ pair: 'text-on-background', ratio: 2.85, passes: false, minimum: 4.5 }, ...]
 */
export function contrastChecks(theming: ThemingInput): ContrastCheck[] {
  const colors = resolveTheme({
    ...(parseColor(theming.primaryColor) ? { primaryColor: theming.primaryColor } : {}),
    ...(parseColor(theming.secondaryColor) ? { secondaryColor: theming.secondaryColor } : {}),
  }).colors;
  const pairs: Array<[ContrastCheck['pair'], string, string]> = [
    ['text-on-background', theming.textColor, colors.background],
    ['on-primary', colors['on-primary'], theming.primaryColor],
    ['on-secondary', colors['on-secondary'], theming.secondaryColor],
  ];
  const checks: ContrastCheck[] = [];
  for (const [pair, foreground, background] of pairs) {
    const front = parseColor(foreground);
    const back = parseColor(background);
    if (!front || !back) continue;
    const ratio = contrastRatio(front, back);
    checks.push({ pair, ratio: round(ratio), passes: ratio >= AA_TEXT_CONTRAST, minimum: AA_TEXT_CONTRAST });
  }
  return checks;
}
