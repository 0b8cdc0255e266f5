import { rules } from '@clubshop/validation';
import { describe, expect, test } from 'vitest';

describe('rules.addOnName', () => {
  test.each([undefined, null, '', []])(
    'refuses the empty value %j: the requirements want a name that is non-empty after trimming',
    (value) => {
      expect(rules.addOnName(value)).toBe(false);
    },
  );

  test.each([
    'Ronaldo',
    'Søren',
    'Müller',
    'José',
    'Zoë',
    'Łukasz',
    'Straße',
    'Æsir',
    'Çağlar',
    'Dvořák',
    'Nguyễn',
    'van der Berg',
    '  Kane  ', // surrounding spaces are whitespace, and the name is not only whitespace
    'Jens\tPeter',
    'ＡＢＣ', // fullwidth Latin letters are Latin letters
  ])('accepts %j', (value) => {
    expect(rules.addOnName(value)).toBe(true);
  });

  test('accepts a decomposed accent (e + combining acute), normalised to é', () => {
    const decomposed = 'Jose\u0301';
    expect(decomposed).not.toBe('José');
    expect(rules.addOnName(decomposed)).toBe(true);
  });

  test.each([
    ['only spaces', '   '],
    ['only a tab and a newline', '\t\n'],
  ])('refuses %s: a name must not be empty after trimming', (_label, value) => {
    expect(rules.addOnName(value)).toBe(false);
  });

  test.each([
    ['an apostrophe', "O'Neil"],
    ['a typographic apostrophe', 'D’Angelo'],
    ['a hyphen', 'Jean-Luc'],
    ['a dot', 'Jr.'],
    ['a digit', 'Kane10'],
    ['only digits', '10'],
    ['an emoji', 'Kane ⚽'],
    ['an underscore', 'Kane_'],
    ['a Roman numeral character (Latin script, not a letter)', 'Henry Ⅷ'],
    ['a combining accent with no letter before it', '\u0301Kane'],
  ])('refuses %s', (_label, value) => {
    expect(rules.addOnName(value)).toBe(false);
  });

  test.each([
    ['Cyrillic', 'Аршавин'],
    ['Greek', 'Καραγκούνης'],
    ['Chinese', '孙继海'],
    ['Japanese', 'ほんだ'],
    ['Korean', '손흥민'],
    ['Arabic', 'صلاح'],
    ['Latin mixed with Cyrillic', 'Kanе'], // the last letter is Cyrillic е
  ])('refuses %s: shirt names are printed in Latin letters', (_label, value) => {
    expect(rules.addOnName(value)).toBe(false);
  });

  test.each([
    ['a number', 10],
    ['true', true],
    ['false', false],
    ['an object', {}],
  ])('refuses %s: only text can be a name', (_label, value) => {
    expect(rules.addOnName(value)).toBe(false);
  });

  test('checks every item of a list', () => {
    expect(rules.addOnName(['Søren', 'Zoë'])).toBe(true);
    expect(rules.addOnName(['Søren', "O'Neil"])).toBe(false);
  });
});
