import { rules } from '@clubshop/validation';
import { describe, expect, test } from 'vitest';

describe('rules.phone', () => {
  test.each([undefined, null, '', []])('lets the empty value %j through', (value) => {
    expect(rules.phone(value)).toBe(true);
  });

  test.each([
    '12345678',
    '+4512345678',
    '+45 12 34 56 78',
    '++45 12345678',
    '(030) 123/456',
    '+(45)12345678',
    '+1.555.123.4567',
    '555-123-4567',
  ])('accepts %j', (value) => {
    expect(rules.phone(value)).toBe(true);
  });

  test.each([
    ['a number', 12345678],
    ['digits then trailing spaces', '1234  '],
    ['one digit', '1'],
    ['a plus and one digit', '+1'],
  ])('accepts %s', (_label, value) => {
    expect(rules.phone(value)).toBe(true);
  });

  test.each([
    ['letters', 'call me'],
    ['a letter among digits', '1234a5678'],
    ['only a plus', '+'],
    ['only whitespace', '   '],
    ['a leading space', ' 12345678'],
    ['a plus after a digit', '45+12345678'],
    ['five digits in parentheses', '(12345) 678'],
    ['an opening parenthesis twice', '((45)) 1234'],
    ['parentheses after the first digits (only one group, at the start)', '0049 (0) 30 1234'],
    ['a dash first', '-12345678'],
    ['an extension with letters', '12345678 ext. 12'],
    ['a hash', '#12345678'],
    ['false', false],
    ['true', true],
  ])('refuses %s', (_label, value) => {
    expect(rules.phone(value)).toBe(false);
  });

  test('checks every item of a list', () => {
    expect(rules.phone(['+45 1234', '030/1234'])).toBe(true);
    expect(rules.phone(['+45 1234', 'x'])).toBe(false);
  });
});
