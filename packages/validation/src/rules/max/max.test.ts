import { rules } from '@clubshop/validation';
import { describe, expect, test } from 'vitest';

describe('rules.max', () => {
  test.each([undefined, null, '', []])('lets the empty value %j through', (value) => {
    expect(rules.max(value, { length: 3 })).toBe(true);
  });

  test.each([
    ['abc', 3, true],
    ['abcd', 3, false],
    ['ab', 3, true],
    ['    ', 3, false], // spaces are characters
    ['a', 0, false],
  ])('%j against { length: %i } is %s', (value, length, expected) => {
    expect(rules.max(value, { length })).toBe(expected);
  });

  test('counts an emoji as one character', () => {
    expect(rules.max('⚽🏆🥅', { length: 3 })).toBe(true);
    expect(rules.max('⚽🏆🥅', { length: 2 })).toBe(false);
  });

  test('counts a skin-toned emoji as its two code points', () => {
    expect(rules.max('👍🏽', { length: 1 })).toBe(false);
    expect(rules.max('👍🏽', { length: 2 })).toBe(true);
  });

  test('measures numbers and booleans as text', () => {
    expect(rules.max(123, { length: 3 })).toBe(true);
    expect(rules.max(1234, { length: 3 })).toBe(false);
    expect(rules.max(-12, { length: 2 })).toBe(false);
    expect(rules.max(false, { length: 4 })).toBe(false);
  });

  test('reads a numeric string length', () => {
    expect(rules.max('abcd', { length: '3' })).toBe(false);
  });

  test('checks every item of a list', () => {
    expect(rules.max(['ab', 'abc'], { length: 3 })).toBe(true);
    expect(rules.max(['ab', 'abcd'], { length: 3 })).toBe(false);
  });
});
