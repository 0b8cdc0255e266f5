import { rules } from '@clubshop/validation';
import { describe, expect, test } from 'vitest';

describe('rules.between', () => {
  const range = { min: 1, max: 10 };

  test.each([undefined, null, '', []])('lets the empty value %j through', (value) => {
    expect(rules.between(value, range)).toBe(true);
  });

  test.each([
    [1, true],
    [10, true],
    [5.5, true],
    [0, false],
    [0.999, false],
    [10.001, false],
    [11, false],
    ['1', true],
    ['10', true],
    ['11', false],
    [' 7 ', true],
  ])('%j in 1..10 is %s (bounds included)', (value, expected) => {
    expect(rules.between(value, range)).toBe(expected);
  });

  test.each([
    ['text', 'five'],
    ['whitespace', '  '],
    ['true', true],
    ['false', false],
    ['NaN', Number.NaN],
  ])('refuses %s', (_label, value) => {
    expect(rules.between(value, { min: 0, max: 10 })).toBe(false);
  });

  test('takes string bounds and negative ranges', () => {
    expect(rules.between('5', { min: '1', max: '10' })).toBe(true);
    expect(rules.between(-5, { min: -10, max: -1 })).toBe(true);
    expect(rules.between(0, { min: -10, max: -1 })).toBe(false);
  });

  test('lets nothing through when min is above max', () => {
    expect(rules.between(5, { min: 10, max: 1 })).toBe(false);
  });

  test('checks every item of a list', () => {
    expect(rules.between([1, '5', 10], range)).toBe(true);
    expect(rules.between([1, 11], range)).toBe(false);
  });
});
