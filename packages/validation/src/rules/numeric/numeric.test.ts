import { rules } from '@clubshop/validation';
import { describe, expect, test } from 'vitest';

describe('rules.numeric', () => {
  test.each([undefined, null, '', []])('lets the empty value %j through', (value) => {
    expect(rules.numeric(value)).toBe(true);
  });

  test.each([
    ['digits', '0123'],
    ['one digit', '7'],
    ['a whole number', 42],
    ['zero', 0],
    ['Arabic-Indic digits', '٠١٢٣'],
    ['a very long run of digits', '12345678901234567890'],
  ])('accepts %s', (_label, value) => {
    expect(rules.numeric(value)).toBe(true);
  });

  test.each([
    ['a decimal string', '1.5'],
    ['a decimal number', 1.5],
    ['a decimal comma', '1,5'],
    ['a negative string', '-1'],
    ['a negative number', -1],
    ['a plus sign', '+1'],
    ['an exponent', '1e3'],
    ['a leading space', ' 1'],
    ['a trailing space', '1 '],
    ['whitespace', '   '],
    ['letters', 'abc'],
    ['Western and Arabic-Indic digits mixed', '1٢'],
    ['fullwidth digits', '１２'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['true', true],
    ['false', false],
  ])('refuses %s', (_label, value) => {
    expect(rules.numeric(value)).toBe(false);
  });

  test('checks every item of a list', () => {
    expect(rules.numeric(['1', 2, '٣'])).toBe(true);
    expect(rules.numeric(['1', 'x'])).toBe(false);
  });
});
