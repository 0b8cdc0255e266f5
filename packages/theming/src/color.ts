/**
 * Colour maths of the theme: parsing, mixing and WCAG 2.x contrast.
 * Pure functions on `{ r, g, b }` channels in 0..255, so the derived tokens can be computed
 * (and tested) without a browser. Parsing is colord's (docs/decisions/0030-colour-parsing-colord.md).
 */
import { colord, extend } from 'colord';
import namesPlugin from 'colord/plugins/names';
import oklabPlugin from 'colord/plugins/oklab';
import oklchPlugin from 'colord/plugins/oklch';

/** An sRGB colour with channels in 0..255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** The WCAG AA minimum contrast for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;
/** The WCAG AA minimum contrast for user-interface components and focus indicators. */
export const AA_UI_CONTRAST = 3;

// colord reads hex (3, 4, 6 or 8 digits), rgb() and hsl() in their legacy and CSS Color 4 forms;
// the plugins add the named colours (and `transparent`), oklab() and oklch(). Registered once.
extend([namesPlugin, oklabPlugin, oklchPlugin]);

/**
 * Parses a CSS colour through colord: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`,
 * `hsl()`/`hsla()` (comma or space syntax, `/ alpha`), `oklab()`, `oklch()` and the CSS named
 * colours (`navy`, `rebeccapurple`), in any case and spacing. Out-of-range channels clamp, and an
 * oklch() outside sRGB is clipped into it. A translucent colour is the colour it shows on the
 * white page (composited over white), so contrast is computed on what the shopper sees. Returns
 * `undefined` for anything else (`var(--brand)`, a hex without `#`, `lab()`, `hwb()`,
 * `color(display-p3 ...)`) and for a fully transparent colour, so callers can fall back to a default.
 *
 * @example
 * parseColor('navy'); // { r: 0, g: 0, b: 128 }
 * parseColor('oklch(0.6279 0.2577 29.23)'); // { r: 255, g: 0, b: 0 }
 * parseColor('#0B254580'); // #0B2545 at 50 % on white: { r: 133, g: 146, b: 162 }
 * parseColor('var(--brand)'); // undefined
 */
export function parseColor(input: string | null | undefined): Rgb | undefined {
  if (typeof input !== 'string') return undefined;
  const color = colord(input.trim());
  if (!color.isValid()) return undefined;
  const { r, g, b, a } = color.toRgb();
  if (!(a > 0)) return undefined;
  const opaque = { r, g, b };
  return a < 1 ? mix(WHITE, opaque, a) : opaque;
}

/** Formats a colour as lower-case `#rrggbb`. */
export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b]
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `amount` (0..1) of `other` into `base`, channel by channel in sRGB. */
export function mix(base: Rgb, other: Rgb, amount: number): Rgb {
  const weight = Math.min(1, Math.max(0, amount));
  const channel = (from: number, to: number) => Math.round(from + (to - from) * weight);
  return { r: channel(base.r, other.r), g: channel(base.g, other.g), b: channel(base.b, other.b) };
}

/** Pure white. */
export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
/** Pure black. */
export const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/** Relative luminance as defined by WCAG 2.x (0 for black, 1 for white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const srgb = channel / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio between two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Picks the first candidate that reaches `minimum` contrast against every background; if none
 * does, the candidate with the best worst-case contrast. Black or white always reaches 4.5:1
 * against a single background, so with both among the candidates the result is AA.
 */
export function pickReadable(backgrounds: Rgb[], candidates: Rgb[], minimum = AA_TEXT_CONTRAST): Rgb {
  const worst = (candidate: Rgb) =>
    Math.min(...backgrounds.map((background) => contrastRatio(candidate, background)));
  const passing = candidates.find((candidate) => worst(candidate) >= minimum);
  if (passing) return passing;
  return candidates.reduce((best, candidate) => (worst(candidate) > worst(best) ? candidate : best));
}

/**
 * Moves `color` towards black or white (whichever contrasts more with `background`) in small
 * steps until it reaches `minimum` contrast: keeps the club's hue where it can, and is readable.
 */
export function ensureContrast(color: Rgb, background: Rgb, minimum: number): Rgb {
  if (contrastRatio(color, background) >= minimum) return color;
  const towards = contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(color, towards, step / 20);
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return towards;
}

/** Whether a colour is dark enough that a hover state should lighten it rather than darken it. */
export function isDark(color: Rgb): boolean {
  return relativeLuminance(color) < 0.05;
}
