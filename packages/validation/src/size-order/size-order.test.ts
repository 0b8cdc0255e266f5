import { sizeOrderTable } from '@clubshop/validation/conformance';
import { describe, expect, it } from 'vitest';
import { compareSizeLabels, sizeLabelRank, sortBySizeLabel, sortSizeLabels } from './size-order.ts';

const specOrder = sizeOrderTable.ordered;

/** Deterministic shuffle (no randomness in tests). */
function reversedInterleave<T>(items: readonly T[]): T[] {
  const reversed = [...items].reverse();
  return [...reversed.filter((_, i) => i % 2 === 0), ...reversed.filter((_, i) => i % 2 === 1)];
}

describe('sortSizeLabels', () => {
  it('puts every known label in the order of docs/product/requirements.md#constants', () => {
    expect(sortSizeLabels(reversedInterleave(specOrder))).toEqual(specOrder);
  });

  it('puts children sizes before letter sizes before one size before unknown labels', () => {
    expect(sortSizeLabels(['onesize', 'XXL', 'unknown', '176', 'M', '104'])).toEqual([
      '104',
      '176',
      'M',
      'XXL',
      'onesize',
      'unknown',
    ]);
  });

  it.each([
    ['xxs', '2xs'],
    ['xxxs', '3xs'],
    ['xxxxs', '4xs'],
    ['xxxxxs', '5xs'],
    ['xxl', '2xl'],
    ['xxxl', '3xl'],
    ['xxxxl', '4xl'],
    ['xxxxxl', '5xl'],
    ['xxxxxxl', '6xl'],
    ['xxxxxxxl', '7xl'],
    ['1xl', 'xl'],
    ['1xs', 'xs'],
    ['XXL', '2xl'],
    ['one size', 'onesize'],
    ['One-Size', 'ONESIZE'],
    ['  m ', 'M'],
  ])('%s is the same size as %s', (a, b) => {
    expect(compareSizeLabels(a, b)).toBe(0);
    expect(sizeLabelRank(a)).toBe(sizeLabelRank(b));
    expect(sizeLabelRank(a)).toBeTypeOf('number');
  });

  it('is case-insensitive', () => {
    expect(sortSizeLabels(['l', 'S', 'xl', 'm'])).toEqual(['S', 'm', 'l', 'xl']);
  });

  it('is stable: equal sizes keep their input order', () => {
    expect(sortSizeLabels(['XXL', 'M', '2XL', 'xxl'])).toEqual(['M', 'XXL', '2XL', 'xxl']);
    expect(sortSizeLabels(['2XL', 'M', 'XXL'])).toEqual(['M', '2XL', 'XXL']);
  });

  it('sorts unknown labels after the known ones, alphabetically and naturally', () => {
    expect(sortSizeLabels(['Kids', '158', 'S', '98', 'adult', '6xs', '8xl'])).toEqual([
      'S',
      '6xs',
      '8xl',
      '98',
      '158',
      'adult',
      'Kids',
    ]);
  });

  it('treats out-of-range letter sizes as unknown', () => {
    expect(sizeLabelRank('6xs')).toBeUndefined();
    expect(sizeLabelRank('8xl')).toBeUndefined();
    expect(sizeLabelRank('xxxxxxxxl')).toBeUndefined();
    expect(sizeLabelRank('0xl')).toBeUndefined();
    expect(sizeLabelRank('xm')).toBeUndefined();
    expect(sizeLabelRank('')).toBeUndefined();
  });

  it('does not change its input', () => {
    const input = ['L', 'S'];
    expect(sortSizeLabels(input)).toEqual(['S', 'L']);
    expect(input).toEqual(['L', 'S']);
  });

  it.each([
    ['104', '110'],
    ['176', '5xs'],
    ['xs', 's'],
    ['s', 'm'],
    ['m', 'l'],
    ['l', 'xl'],
    ['xl', 'xxl'],
    ['7xl', 'onesize'],
    ['onesize', 'a'],
    ['a', 'b'],
  ])('%s comes before %s', (a, b) => {
    expect(compareSizeLabels(a, b)).toBeLessThan(0);
    expect(compareSizeLabels(b, a)).toBeGreaterThan(0);
  });
});

describe('the conformance table (every side runs it)', () => {
  it('orders the known sizes as the requirements do', () => {
    expect(sortSizeLabels(reversedInterleave(sizeOrderTable.ordered))).toEqual(sizeOrderTable.ordered);
  });

  it.each(sizeOrderTable.sameSize.map((group) => [group]))(
    '%j are one size, kept in input order',
    (group) => {
      for (const label of group) expect(compareSizeLabels(label, group[0]!)).toBe(0);
      expect(sortSizeLabels([...group].reverse())).toEqual([...group].reverse());
    },
  );

  it('puts unknown labels after the known ones, alphabetically with numbers by value', () => {
    expect(sortSizeLabels(sizeOrderTable.unknown.input)).toEqual(sizeOrderTable.unknown.sorted);
  });

  it('sortBySizeLabel orders items by their label and keeps the input', () => {
    const sizes = sizeOrderTable.unknown.input.map((label) => ({ label }));
    expect(sortBySizeLabel(sizes, (size) => size.label).map((size) => size.label)).toEqual(
      sizeOrderTable.unknown.sorted,
    );
    expect(sizes.map((size) => size.label)).toEqual(sizeOrderTable.unknown.input);
  });
});
