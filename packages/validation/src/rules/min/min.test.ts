import { rules } from '@clubshop/validation';
import { describe, expect, test } from 'vitest';

describe('rules.min', () => {
  test.each([undefined, null, '', []])(
    'lets the empty value %j through (use required to demand one)',
    (value) => {
      expect(rules.min(value, { length: 3 })).toBe(true);
    },
  );

  test.each([
    ['ab', 3, false],
    ['abc', 3, true],
    ['abcd', 3, true],
    ['   ', 3, true], // whitespace counts: trimming is required's business
    ['  ', 3, false],
    ['a', 0, true],
  ])('%j against { length: %i } is %s', (value, length, expected) => {
    expect(rules.min(value, { length })).toBe(expected);
  });

  test('counts an emoji as one character (code points, not UTF-16 units)', () => {
    expect('⚽🏆'.length).toBe(3); // ⚽ is one unit, 🏆 two
    expect(rules.min('🏆🏆', { length: 2 })).toBe(true);
    expect(rules.min('🏆🏆', { length: 3 })).toBe(false);
    expect(rules.min('𝒜b', { length: 3 })).toBe(false);
  });

  test('counts accented letters as one character each when composed', () => {
    expect(rules.min('Zoë', { length: 3 })).toBe(true);
    expect(rules.min('Zoë', { length: 4 })).toBe(false);
  });

  test('measures numbers as text', () => {
    expect(rules.min(12345, { length: 5 })).toBe(true);
    expect(rules.min(1234, { length: 5 })).toBe(false);
    expect(rules.min(0, { length: 1 })).toBe(true);
  });

  test('measures booleans as text ("false" has 5 characters), like vee-validate', () => {
    expect(rules.min(false, { length: 5 })).toBe(true);
    expect(rules.min(true, { length: 5 })).toBe(false);
  });

  test('reads a numeric string length', () => {
    expect(rules.min('abc', { length: '3' })).toBe(true);
    expect(rules.min('ab', { length: '3' })).toBe(false);
  });

  test('checks every item of a list', () => {
    expect(rules.min(['abc', 'abcd'], { length: 3 })).toBe(true);
    expect(rules.min(['abc', 'ab'], { length: 3 })).toBe(false);
    expect(rules.min(['abc', ''], { length: 3 })).toBe(true); // an empty item is empty
  });
});
