import { rules } from '@clubshop/validation';
import { describe, expect, test } from 'vitest';

describe('rules.min_value', () => {
  test.each([undefined, null, '', []])('lets the empty value %j through', (value) => {
    expect(rules.min_value(value, { min: 5 })).toBe(true);
  });

  test.each([
    [5, true],
    [6, true],
    [4, false],
    [4.99, false],
    ['5', true],
    ['4', false],
    [' 5 ', true], // Number(' 5 ') is 5
    ['5.5', true],
    ['1e3', true],
    ['0x10', true], // Number('0x10') is 16, as in vee-validate
    [-10, false],
    [Number.POSITIVE_INFINITY, true],
  ])('%j against { min: 5 } is %s', (value, expected) => {
    expect(rules.min_value(value, { min: 5 })).toBe(expected);
  });

  test.each([
    ['text', 'abc'],
    ['NaN', Number.NaN],
    ['a number with a unit', '5kg'],
    ['a decimal comma', '5,5'],
  ])('refuses %s', (_label, value) => {
    expect(rules.min_value(value, { min: 0 })).toBe(false);
  });

  test.each([
    ['whitespace', '   '],
    ['false', false],
    ['true', true],
    ['an object', {}],
  ])(
    'refuses %s, which Number() would quietly read as 0 or 1 (a deliberate difference from vee-validate)',
    (_label, value) => {
      expect(rules.min_value(value, { min: 0 })).toBe(false);
    },
  );

  test('handles negative and zero bounds', () => {
    expect(rules.min_value(0, { min: 0 })).toBe(true);
    expect(rules.min_value(-1, { min: 0 })).toBe(false);
    expect(rules.min_value('-3', { min: -5 })).toBe(true);
  });

  test('reads a numeric string bound', () => {
    expect(rules.min_value(10, { min: '10' })).toBe(true);
    expect(rules.min_value(9, { min: '10' })).toBe(false);
  });

  test('checks every item of a list', () => {
    expect(rules.min_value([5, '6', 7], { min: 5 })).toBe(true);
    expect(rules.min_value([5, 4], { min: 5 })).toBe(false);
  });
});
