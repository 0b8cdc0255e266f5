import { compareSizeLabels, sizeLabelRank, sortBySizeLabel } from '@clubshop/ui-kit';
import { describe, expect, test } from 'vitest';

describe('size label order (spec section 9)', () => {
  test('kids heights, then 5xs..xs, s, m, l, xl, 2xl..7xl, then onesize', () => {
    const expected = [
      '104',
      '110',
      '116',
      '122',
      '128',
      '134',
      '140',
      '146',
      '152',
      '164',
      '176',
      '5XS',
      '4XS',
      '3XS',
      'XXS',
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      '3XL',
      '4XL',
      '5XL',
      '6XL',
      '7XL',
      'One Size',
    ];
    const shuffled = [...expected].reverse();
    shuffled.push(shuffled.splice(3, 1)[0]!);
    expect([...shuffled].sort(compareSizeLabels)).toEqual(expected);
  });

  test('x-repeated spellings rank as their numbered size', () => {
    expect(sizeLabelRank('xxl')).toBe(sizeLabelRank('2XL'));
    expect(sizeLabelRank('XXXL')).toBe(sizeLabelRank('3xl'));
    expect(sizeLabelRank('xxs')).toBe(sizeLabelRank('2xs'));
    expect(sizeLabelRank(' one-size ')).toBe(sizeLabelRank('onesize'));
  });

  test('unknown labels come after the known ones, alphabetically', () => {
    expect(['Tall', 'M', 'Adult', '8XL', '104'].sort(compareSizeLabels)).toEqual([
      '104',
      'M',
      '8XL',
      'Adult',
      'Tall',
    ]);
    expect(sizeLabelRank('8xl')).toBeUndefined();
    expect(sizeLabelRank('6xs')).toBeUndefined();
  });

  test('sortBySizeLabel returns a new sorted array and keeps the input', () => {
    const sizes = [{ label: 'L' }, { label: '116' }, { label: 'S' }];
    expect(sortBySizeLabel(sizes, (size) => size.label).map((size) => size.label)).toEqual(['116', 'S', 'L']);
    expect(sizes.map((size) => size.label)).toEqual(['L', '116', 'S']);
  });
});
