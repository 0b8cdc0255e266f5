import { describe, expect, it } from 'vitest';
import { sizeLabelText } from './size-label.ts';

describe('sizeLabelText: size labels as the requirements write them', () => {
  it.each([
    ['onesize', 'One size'],
    ['One-Size', 'One size'],
    ['xs', 'XS'],
    ['s', 'S'],
    ['m', 'M'],
    ['l', 'L'],
    ['xl', 'XL'],
    ['2xl', '2XL'],
    ['xxl', '2XL'],
    ['XXXL', '3XL'],
    ['7xl', '7XL'],
    ['5xs', '5XS'],
    ['xxs', '2XS'],
    ['1xl', 'XL'],
    [' 128 ', '128'],
    ['176', '176'],
    ['8xl', '8xl'],
    ['EU 42', 'EU 42'],
  ])('%s → %s', (label, shown) => {
    expect(sizeLabelText(label)).toBe(shown);
  });

  it('shows one size in the culture it is given', () => {
    expect(sizeLabelText('onesize', 'Einheitsgröße')).toBe('Einheitsgröße');
    expect(sizeLabelText('xl', 'Einheitsgröße')).toBe('XL');
  });
});
