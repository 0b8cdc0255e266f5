import {
  contrastRatio,
  ensureContrast,
  mix,
  parseColor,
  pickReadable,
  relativeLuminance,
  toHex,
} from '@clubshop/theming';
import { describe, expect, it } from 'vitest';

/** Each channel within `tolerance` of the expected hex (conversions between spaces round). */
function expectNear(input: string, expectedHex: string, tolerance = 1) {
  const actual = parseColor(input);
  const expected = parseColor(expectedHex)!;
  expect(actual, input).toBeDefined();
  for (const channel of ['r', 'g', 'b'] as const) {
    expect(Math.abs(actual![channel] - expected[channel]), `${input}: ${channel}`).toBeLessThanOrEqual(
      tolerance,
    );
  }
}

describe('parseColor', () => {
  // input -> the sRGB colour it shows on the white page, as #rrggbb
  const exact: Array<[string, string]> = [
    ['#0B2545', '#0b2545'],
    ['#fff', '#ffffff'],
    ['  #F2c14E ', '#f2c14e'],
    ['#0B2545FF', '#0b2545'],
    ['rgb(27, 94, 32)', '#1b5e20'],
    ['rgb(27 94 32)', '#1b5e20'],
    ['RGB(27 94 32)', '#1b5e20'],
    ['rgb(10.6% 36.9% 12.5%)', '#1b5e20'],
    ['rgb(300, 0, -20)', '#ff0000'], // out-of-range channels clamp, as in CSS
    ['navy', '#000080'],
    ['Navy', '#000080'],
    ['rebeccapurple', '#663399'],
    ['hsl(210 50% 40%)', '#336699'],
    ['hsl(210, 50%, 40%)', '#336699'],
    ['HSL(210deg 50% 40%)', '#336699'],
    ['hsla(210, 50%, 40%, 1)', '#336699'],
    // Translucent: composited over the white page.
    ['#0B254580', '#8592a2'],
    ['rgba(183, 28, 28, 0.5)', '#db8e8e'],
    ['rgb(183 28 28 / 50%)', '#db8e8e'],
    ['hsl(0 100% 50% / 0.5)', '#ff8080'],
    ['#1234', '#bfc4c9'], // #112233 at alpha 0.267
  ];
  for (const [input, hex] of exact) {
    it(`parses ${JSON.stringify(input)} as ${hex}`, () => {
      expect(toHex(parseColor(input)!)).toBe(hex);
    });
  }

  // OKLab and OKLCH: reference values of sRGB red and green, within rounding.
  const converted: Array<[string, string]> = [
    ['oklch(0.6279 0.2577 29.23)', '#ff0000'],
    ['oklch(62.79% 0.2577 29.23deg)', '#ff0000'],
    ['OKLCH(0.6279 0.2577 29.23)', '#ff0000'],
    ['oklab(0.6279 0.2249 0.1258)', '#ff0000'],
    ['oklch(0.5198 0.1769 142.5)', '#008000'],
  ];
  for (const [input, hex] of converted) {
    it(`parses ${JSON.stringify(input)} as about ${hex}`, () => expectNear(input, hex));
  }

  it('clips an oklch() outside sRGB into it, keeping its hue', () => {
    const vividGreen = parseColor('oklch(0.7 0.4 145)')!;
    for (const channel of Object.values(vividGreen)) {
      expect(Number.isInteger(channel) && channel >= 0 && channel <= 255).toBe(true);
    }
    expect(vividGreen.g).toBeGreaterThan(Math.max(vividGreen.r, vividGreen.b) + 150);
  });

  it('rejects anything that is not a colour, and a fully transparent one', () => {
    for (const input of [
      '',
      'red-ish',
      '#12',
      '#ggg',
      '#1234567',
      'rgb(1,2)',
      '0B2545',
      'bad',
      'var(--brand)',
      'currentColor',
      'inherit',
      'transparent',
      '#0B254500',
      'rgb(0 0 0 / 0)',
      // CSS, but outside what the theme reads (docs/decisions/0030): falls back to the default.
      'lab(54.29 80.8 69.89)',
      'hwb(210 20% 40%)',
      'color(display-p3 1 0 0)',
      null,
      undefined,
    ]) {
      expect(parseColor(input), String(input)).toBeUndefined();
    }
  });
});

describe('contrast maths', () => {
  it('computes WCAG relative luminance and ratios', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBe(1);
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 })).toBe(21);
    // Reference values from the WCAG contrast checker.
    expect(contrastRatio(parseColor('#777777')!, parseColor('#ffffff')!)).toBeCloseTo(4.48, 2);
    expect(contrastRatio(parseColor('#767676')!, parseColor('#ffffff')!)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(parseColor('#ffff00')!, parseColor('#ffffff')!)).toBeCloseTo(1.07, 2);
  });

  it('picks the first readable candidate, else the best one', () => {
    const white = parseColor('#fff')!;
    const black = parseColor('#000')!;
    expect(pickReadable([parseColor('#0B2545')!], [white, black])).toEqual(white);
    expect(pickReadable([parseColor('#FFFF00')!], [white, black])).toEqual(black);
    expect(pickReadable([parseColor('#777777')!], [white, parseColor('#888')!], 21)).toEqual(white);
  });

  it('moves a colour towards black or white until it reaches the ratio', () => {
    const white = parseColor('#fff')!;
    const fixed = ensureContrast(parseColor('#FFFF00')!, white, 4.5);
    expect(contrastRatio(fixed, white)).toBeGreaterThanOrEqual(4.5);
    const untouched = parseColor('#1B1B1B')!;
    expect(ensureContrast(untouched, white, 4.5)).toBe(untouched);
  });

  it('mixes and formats', () => {
    expect(toHex(mix(parseColor('#000')!, parseColor('#fff')!, 0.5))).toBe('#808080');
    expect(toHex({ r: 300, g: -4, b: 15.4 })).toBe('#ff000f');
  });
});
