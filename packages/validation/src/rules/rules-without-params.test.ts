import { rules } from '@clubshop/validation';
import { describe, expect, test } from 'vitest';

/** One row: the test's title, the value, and whether the rule lets it pass. */
type Row = readonly [title: string, value: unknown, passes: boolean];

/** The cases of one rule without params; each rule's cases were once a file of the same shape. */
interface RuleTable {
  readonly name: string;
  readonly check: (value: unknown) => boolean;
  readonly rows: readonly Row[];
  /** A list whose every item passes, and one with an item that fails. */
  readonly list?: { readonly passes: readonly unknown[]; readonly fails: readonly unknown[] };
}

const EMPTY_VALUES: readonly unknown[] = [undefined, null, '', []];
const show = (value: unknown): string => (value === undefined ? 'undefined' : JSON.stringify(value));
const emptyPass = (): Row[] =>
  EMPTY_VALUES.map((value) => [`lets the empty value ${show(value)} through`, value, true]);
const accepts = (values: readonly unknown[]): Row[] =>
  values.map((value) => [`accepts ${show(value)}`, value, true]);
const labelled = (verb: 'accepts' | 'refuses', pairs: readonly (readonly [string, unknown])[]): Row[] =>
  pairs.map(([label, value]) => [`${verb} ${label}`, value, verb === 'accepts']);

const tables: readonly RuleTable[] = [
  {
    name: 'email',
    check: rules.email,
    rows: [
      ...emptyPass(),
      ...accepts([
        'fan@club.dk',
        'FAN@CLUB.DK',
        'first.last@club.co.uk',
        'first+newsletter@club.com',
        'first_last-1@sub-domain.club.de',
        'a@b.cd',
        '1234@567.io',
        'x@xn--mller-kva.de',
      ]),
      ...labelled('refuses', [
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
        ['a number (checked as text)', 42],
        ['true (checked as text)', true],
        ['false (checked as text)', false],
      ]),
    ],
    list: { passes: ['a@b.dk', 'c@d.de'], fails: ['a@b.dk', 'nope'] },
  },
  {
    name: 'phone',
    check: rules.phone,
    rows: [
      ...emptyPass(),
      ...accepts([
        '12345678',
        '+4512345678',
        '+45 12 34 56 78',
        '++45 12345678',
        '(030) 123/456',
        '+(45)12345678',
        '+1.555.123.4567',
        '555-123-4567',
      ]),
      ...labelled('accepts', [
        ['a number', 12345678],
        ['digits then trailing spaces', '1234  '],
        ['one digit', '1'],
        ['a plus and one digit', '+1'],
      ]),
      ...labelled('refuses', [
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
      ]),
    ],
    list: { passes: ['+45 1234', '030/1234'], fails: ['+45 1234', 'x'] },
  },
  {
    name: 'address',
    check: rules.address,
    rows: [
      ...emptyPass(),
      ...accepts([
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
      ]),
      ...labelled('refuses', [
        ['letters only', 'Main Street'],
        ['digits only', '12345'],
        ['whitespace', '   '],
        ['punctuation and digits', '12-34 / 5'],
        ['an emoji and a digit', '⚽ 1'],
        ['a number', 12],
        ['false', false],
        ['true (letters, no digit)', true],
      ]),
    ],
    list: { passes: ['Main Street 1', 'Side Road 2'], fails: ['Main Street 1', 'Side Road'] },
  },
  {
    name: 'numeric',
    check: rules.numeric,
    rows: [
      ...emptyPass(),
      ...labelled('accepts', [
        ['digits', '0123'],
        ['one digit', '7'],
        ['a whole number', 42],
        ['zero', 0],
        ['Arabic-Indic digits', '٠١٢٣'],
        ['a very long run of digits', '12345678901234567890'],
      ]),
      ...labelled('refuses', [
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
      ]),
    ],
    list: { passes: ['1', 2, '٣'], fails: ['1', 'x'] },
  },
  {
    name: 'required',
    check: rules.required,
    rows: [
      ...labelled('refuses', [
        ['undefined', undefined],
        ['null', null],
        ['false (an unticked checkbox)', false],
        ['the empty string', ''],
        ['an empty list', []],
        ['a space', ' '],
        ['whitespace of every kind', ' \t\n\u00a0\u2003'],
      ]),
      ...labelled('accepts', [
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
      ]),
    ],
  },
  {
    name: 'addOnName',
    check: rules.addOnName,
    rows: [
      ...EMPTY_VALUES.map(
        (value): Row => [
          `refuses the empty value ${show(value)}: the requirements want a name that is non-empty after trimming`,
          value,
          false,
        ],
      ),
      ...accepts([
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
      ]),
      ...labelled('refuses', [
        ['only spaces: a name must not be empty after trimming', '   '],
        ['only a tab and a newline: a name must not be empty after trimming', '\t\n'],
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
        ['Cyrillic: shirt names are printed in Latin letters', 'Аршавин'],
        ['Greek: shirt names are printed in Latin letters', 'Καραγκούνης'],
        ['Chinese: shirt names are printed in Latin letters', '孙继海'],
        ['Japanese: shirt names are printed in Latin letters', 'ほんだ'],
        ['Korean: shirt names are printed in Latin letters', '손흥민'],
        ['Arabic: shirt names are printed in Latin letters', 'صلاح'],
        ['Latin mixed with Cyrillic: shirt names are printed in Latin letters', 'Kanе'], // the last letter is Cyrillic е
        ['a number: only text can be a name', 10],
        ['true: only text can be a name', true],
        ['false: only text can be a name', false],
        ['an object: only text can be a name', {}],
      ]),
    ],
    list: { passes: ['Søren', 'Zoë'], fails: ['Søren', "O'Neil"] },
  },
];

describe.each(tables)('rules.$name', ({ check, rows, list }) => {
  test.each(rows)('%s', (_title, value, passes) => {
    expect(check(value)).toBe(passes);
  });

  if (list) {
    test('checks every item of a list', () => {
      expect(check(list.passes)).toBe(true);
      expect(check(list.fails)).toBe(false);
    });
  }
});

test('rules.addOnName accepts a decomposed accent (e + combining acute), normalised to é', () => {
  const decomposed = 'Jose\u0301';
  expect(decomposed).not.toBe('José');
  expect(rules.addOnName(decomposed)).toBe(true);
});
