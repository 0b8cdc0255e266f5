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

describe('parseColor', () => {
  it('parses #rgb, #rrggbb and rgb() in any case and spacing', () => {
    expect(parseColor('#0B2545')).toEqual({ r: 11, g: 37, b: 69 });
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseColor('  #F2c14E ')).toEqual({ r: 242, g: 193, b: 78 });
    expect(parseColor('rgb(27, 94, 32)')).toEqual({ r: 27, g: 94, b: 32 });
    expect(parseColor('rgb(27 94 32)')).toEqual({ r: 27, g: 94, b: 32 });
    expect(parseColor('rgba(183, 28, 28, 0.5)')).toEqual({ r: 183, g: 28, b: 28 });
  });

  it('rejects anything else', () => {
    for (const input of [
      '',
      'red',
      '#12',
      '#1234',
      '#ggg',
      'rgb(300, 0, 0)',
      'rgb(1,2)',
      '0B2545',
      null,
      undefined,
    ]) {
      expect(parseColor(input)).toBeUndefined();
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
