import { rules } from '@clubshop/validation';
import { describe, expect, test } from 'vitest';

describe('rules.address', () => {
  test.each([undefined, null, '', []])('lets the empty value %j through', (value) => {
    expect(rules.address(value)).toBe(true);
  });

  test.each([
    'Main Street 12',
    '12 Main Street',
    'Straße 5',
    'Nørrebrogade 1, 2. th.',
    'Rue de l’Église 3b',
    'a1',
    'Тверская 7', // Cyrillic letters count as letters
    'Οδός 5',
    '東京1',
    'Main Street ٣', // an Arabic-Indic digit counts as a digit
  ])('accepts %j', (value) => {
    expect(rules.address(value)).toBe(true);
  });

  test.each([
    ['letters only', 'Main Street'],
    ['digits only', '12345'],
    ['whitespace', '   '],
    ['punctuation and digits', '12-34 / 5'],
    ['an emoji and a digit', '⚽ 1'],
    ['a number', 12],
    ['false', false],
    ['true (letters, no digit)', true],
  ])('refuses %s', (_label, value) => {
    expect(rules.address(value)).toBe(false);
  });

  test('checks every item of a list', () => {
    expect(rules.address(['Main Street 1', 'Side Road 2'])).toBe(true);
    expect(rules.address(['Main Street 1', 'Side Road'])).toBe(false);
  });
});
