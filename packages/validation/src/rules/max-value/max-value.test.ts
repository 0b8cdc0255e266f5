import { rules } from '@clubshop/validation';
import { describe, expect, test } from 'vitest';

describe('rules.max_value', () => {
  test.each([undefined, null, '', []])('lets the empty value %j through', (value) => {
    expect(rules.max_value(value, { max: 10 })).toBe(true);
  });

  test.each([
    [10, true],
    [9, true],
    [11, false],
    [10.01, false],
    ['10', true],
    ['11', false],
    ['-1', true],
    [Number.NEGATIVE_INFINITY, true],
    [Number.POSITIVE_INFINITY, false],
  ])('%j against { max: 10 } is %s', (value, expected) => {
    expect(rules.max_value(value, { max: 10 })).toBe(expected);
  });

  test.each([
    ['text', 'ten'],
    ['whitespace (not 0)', ' '],
    ['false (not 0)', false],
    ['NaN', Number.NaN],
  ])('refuses %s', (_label, value) => {
    expect(rules.max_value(value, { max: 10 })).toBe(false);
  });

  test('reads a numeric string bound', () => {
    expect(rules.max_value(10, { max: '10' })).toBe(true);
    expect(rules.max_value(11, { max: '10' })).toBe(false);
  });

  test('checks every item of a list', () => {
    expect(rules.max_value([1, '10'], { max: 10 })).toBe(true);
    expect(rules.max_value([1, '11'], { max: 10 })).toBe(false);
  });
});
