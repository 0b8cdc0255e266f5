/**
 * Colour maths of the theme: parsing, mixing and WCAG 2.x contrast.
 * Pure functions on `{ r, g, b }` channels in 0..255, so the derived tokens can be computed
 * (and tested) without a browser.
 */

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

const hexPattern = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const rgbPattern =
  /^rgba?\(\s*(\d{1,3}(?:\.\d+)?)\s*[,\s]\s*(\d{1,3}(?:\.\d+)?)\s*[,\s]\s*(\d{1,3}(?:\.\d+)?)\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i;

/**
 * Parses `#rgb`, `#rrggbb`, `rgb(r, g, b)` or `rgb(r g b)` (an alpha part is ignored).
 * Returns `undefined` for anything else, so callers can fall back to a default.
 */
export function parseColor(input: string | null | undefined): Rgb | undefined {
  if (typeof input !== 'string') return undefined;
  const value = input.trim();
  const hex = hexPattern.exec(value)?.[1];
  if (hex) {
    const full =
      hex.length === 3
        ? hex
            .split('')
            .map((digit) => digit + digit)
            .join('')
        : hex;
    return {
      r: Number.parseInt(full.slice(0, 2), 16),
      g: Number.parseInt(full.slice(2, 4), 16),
      b: Number.parseInt(full.slice(4, 6), 16),
    };
  }
  const rgb = rgbPattern.exec(value);
  if (rgb) {
    const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
    if (channels.some((channel) => !Number.isFinite(channel) || channel > 255)) return undefined;
    const [r = 0, g = 0, b = 0] = channels.map(Math.round);
    return { r, g, b };
  }
  return undefined;
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
