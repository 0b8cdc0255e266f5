import { defaultPlayerNumberRange, rules } from '@clubshop/validation';
import { describe, expect, test } from 'vitest';

describe('rules.between_playerNumber', () => {
  test('defaults to shirt numbers 1 to 99', () => {
    expect(defaultPlayerNumberRange).toEqual({ min: 1, max: 99 });
  });

  test.each([undefined, null, '', []])('lets the empty value %j through', (value) => {
    expect(rules.between_playerNumber(value)).toBe(true);
  });

  test.each([
    [1, true],
    [7, true],
    [99, true],
    [0, false],
    [100, false],
    [-7, false],
    ['1', true],
    ['99', true],
    ['0', false],
    ['100', false],
    ['07', true], // leading zero: the number 7
    [7.0, true], // the number 7.0 is the integer 7
  ])('%j with the default range is %s', (value, expected) => {
    expect(rules.between_playerNumber(value)).toBe(expected);
  });

  test.each([
    ['a decimal', 7.5],
    ['a decimal string', '7.5'],
    ['a decimal string of a whole number', '7.0'],
    ['a signed string', '+7'],
    ['a negative string', '-7'],
    ['an exponent', '1e1'],
    ['surrounding spaces', ' 7 '],
    ['whitespace', '  '],
    ['text', 'seven'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['true', true],
    ['false', false],
    ['Arabic-Indic digits', '٧'],
  ])('refuses %s', (_label, value) => {
    expect(rules.between_playerNumber(value)).toBe(false);
  });

  test('takes { min, max } params, including string bounds', () => {
    expect(rules.between_playerNumber(0, { min: 0, max: 50 })).toBe(true);
    expect(rules.between_playerNumber(51, { min: 0, max: 50 })).toBe(false);
    expect(rules.between_playerNumber('12', { min: '10', max: '20' })).toBe(true);
  });

  test('fills in the missing bound with its default', () => {
    expect(rules.between_playerNumber(0, { min: 0 })).toBe(true);
    expect(rules.between_playerNumber(100, { min: 0 })).toBe(false);
    expect(rules.between_playerNumber(100, { max: 199 })).toBe(true);
    expect(rules.between_playerNumber(0, { max: 199 })).toBe(false);
  });

  test('checks every item of a list', () => {
    expect(rules.between_playerNumber([1, '10', 99])).toBe(true);
    expect(rules.between_playerNumber([1, 100])).toBe(false);
  });
});
