import { rules } from '@clubshop/validation';
import { describe, expect, test } from 'vitest';

describe('rules.confirmed', () => {
  test.each([
    ['the same text', 'fan@club.dk', 'fan@club.dk', true],
    ['different text', 'fan@club.dk', 'fan@club.de', false],
    ['a different case', 'Fan@club.dk', 'fan@club.dk', false],
    ['an extra space', 'secret ', 'secret', false],
    ['a number and its text', '5', 5, true],
    ['true and "true"', true, 'true', true],
    ['two empty strings', '', '', true],
    ['an empty confirmation of a filled-in target', '', 'secret', false],
    ['a filled-in confirmation of an empty target', 'secret', '', false],
    ['undefined and the empty string', undefined, '', true],
    ['null and undefined', null, undefined, true],
    ['null and the text "null"', null, 'null', false],
    ['the same emoji', '⚽', '⚽', true],
    ['false and "false"', false, 'false', true],
    ['false and the empty string (false is not empty here)', false, '', false],
    ['two empty lists', [], [], true],
    ['lists with the same items', ['a', 'b'], ['a', 'b'], true],
  ])('%s: %j vs %j is %s', (_label, value, target, expected) => {
    expect(rules.confirmed(value, { target })).toBe(expected);
  });

  test('compares composed and decomposed accents as different text (no normalisation)', () => {
    expect(rules.confirmed('José', { target: 'Jose\u0301' })).toBe(false);
  });
});
