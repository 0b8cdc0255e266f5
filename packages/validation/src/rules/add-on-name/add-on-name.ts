import { checkEach } from '../../shared/check-each.ts';
import { isEmptyValue } from '../../shared/is-empty-value.ts';

// One Latin letter (plain or accented: a, é, ø, ß, ł, ...) with any combining accents after it,
// or one whitespace character. `(?=\p{L})` keeps Latin-script non-letters (Roman numeral Ⅻ) out.
const NAME_CHARACTERS = /^(?:(?=\p{L})\p{Script=Latin}\p{M}*|\s)+$/u;

/**
 * The `addOnName` rule, for the name printed on a shirt: letters and whitespace only, and
 * non-empty after trimming (docs/product/requirements.md#validation-rules,
 * `Form.Validation.InvalidCharacter`).
 *
 * - Letters are Latin-script letters, accented or not: "Søren", "Müller", "José", "Zoë",
 *   "Łukasz", "Straße". The text is NFC-normalised first, so a decomposed "é" (e + accent) passes.
 * - Other scripts (Cyrillic, Greek, CJK, Arabic, ...) fail: the requirements name accented Latin
 *   only, and shirt-printing fonts are Latin.
 * - Apostrophes, hyphens, dots, digits and emoji are not letters and fail ("O'Neil", "Jean-Luc").
 * - Only strings can pass (a number or `true` is not a name); an empty value (`''`, null, an
 *   empty list) and whitespace-only text fail, unlike most rules (a name to print must be there);
 *   lists are checked element by element. Put `required` first for its own message.
 *
 * @param value The field value.
 */
export function addOnNameRule(value: unknown): boolean {
  if (isEmptyValue(value)) return false;
  return checkEach(
    value,
    (item) => typeof item === 'string' && item.trim() !== '' && NAME_CHARACTERS.test(item.normalize('NFC')),
  );
}
