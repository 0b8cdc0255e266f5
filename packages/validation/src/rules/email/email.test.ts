import { rules } from '@clubshop/validation';
import { describe, expect, test } from 'vitest';

describe('rules.email', () => {
  test.each([undefined, null, '', []])('lets the empty value %j through', (value) => {
    expect(rules.email(value)).toBe(true);
  });

  test.each([
    'fan@club.dk',
    'FAN@CLUB.DK',
    'first.last@club.co.uk',
    'first+newsletter@club.com',
    'first_last-1@sub-domain.club.de',
    'a@b.cd',
    '1234@567.io',
    'x@xn--mller-kva.de',
  ])('accepts %j', (value) => {
    expect(rules.email(value)).toBe(true);
  });

  test.each([
    ['no @', 'fan.club.dk'],
    ['no domain', 'fan@'],
    ['no local part', '@club.dk'],
    ['no top-level domain', 'fan@club'],
    ['a one-letter top-level domain', 'fan@club.d'],
    ['a numeric top-level domain', 'fan@club.123'],
    ['two @', 'fan@@club.dk'],
    ['a leading dot', '.fan@club.dk'],
    ['a trailing dot before @', 'fan.@club.dk'],
    ['two dots in a row', 'fan..club@club.dk'],
    ['a domain label starting with a hyphen', 'fan@-club.dk'],
    ['a space inside', 'fan @club.dk'],
    ['surrounding spaces', ' fan@club.dk '],
    ['only whitespace', '   '],
    ['a comma (vee-validate lets it through by accident)', 'fan,club@club.dk'],
    ['a non-ASCII local part', 'søren@club.dk'],
    ['an IP literal', 'fan@[127.0.0.1]'],
    ['an emoji', '⚽@club.dk'],
  ])('refuses %s', (_label, value) => {
    expect(rules.email(value)).toBe(false);
  });

  test.each([
    ['a number', 42],
    ['true', true],
    ['false', false],
  ])('refuses %s (checked as text)', (_label, value) => {
    expect(rules.email(value)).toBe(false);
  });

  test('checks every item of a list', () => {
    expect(rules.email(['a@b.dk', 'c@d.de'])).toBe(true);
    expect(rules.email(['a@b.dk', 'nope'])).toBe(false);
  });
});
