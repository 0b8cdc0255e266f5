import { rules } from '@clubshop/validation';
import { describe, expect, test } from 'vitest';

describe('rules.required', () => {
  test.each([
    ['undefined', undefined],
    ['null', null],
    ['false (an unticked checkbox)', false],
    ['the empty string', ''],
    ['an empty list', []],
    ['a space', ' '],
    ['whitespace of every kind', ' \t\n\u00a0\u2003'],
  ])('refuses %s', (_label, value) => {
    expect(rules.required(value)).toBe(false);
  });

  test.each([
    ['a letter', 'a'],
    ['text with spaces around it', '  Søren  '],
    ['zero', 0],
    ['the string "0"', '0'],
    ['true (a ticked checkbox)', true],
    ['the string "false"', 'false'],
    ['NaN (it is a value, just not a number)', Number.NaN],
    ['a list with one item', ['a']],
    ['a list holding only an empty string (the list is not empty)', ['']],
    ['an object', {}],
    ['an emoji', '⚽'],
  ])('accepts %s', (_label, value) => {
    expect(rules.required(value)).toBe(true);
  });
});
