import { adminFieldLimits } from './admin-field-limits.ts';
import { type AdminMessageKey, adminMessageKeys as keys } from './admin-message-keys.ts';
import { commonPasswordList } from './common-passwords.ts';

let commonPasswords: ReadonlySet<string> | undefined;

/** The fewest different characters a staff password holds (`aaaaaaaaaaaa` is no password). */
const fewestDistinctCharacters = 5;

/**
 * Whether `password` is one of the common passwords (`commonPasswordList`, compared in lower
 * case), one of them with digits or symbols added at the end (`password1234`, `qwerty123!`), or
 * made of fewer than 5 different characters. Offline: the list ships with the package.
 *
 * @example
 * isCommonPassword('Password1234'); // true
 * isCommonPassword('tall-oak-harbour-7'); // false
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(commonPasswordList);
  const lower = password.toLowerCase();
  if (new Set(lower).size < fewestDistinctCharacters) return true;
  if (commonPasswords.has(lower)) return true;
  // A common word with a year, a counter or a `!` after it is guessed as early as the word.
  const stem = lower.replace(/[\d\W_]+$/u, '');
  return stem.length >= 4 && stem !== lower && commonPasswords.has(stem);
}

/** What is wrong with a staff password: a message key and its params. */
export interface StaffPasswordProblem {
  key: AdminMessageKey;
  params?: { min?: number; max?: number };
}

/**
 * The staff password rule (issue 43), written once for the admin API, the command line
 * (`clubshop staff create`) and the back office (through `staffPasswordField` of
 * `@clubshop/api-sdk/admin`, which reports the key as the code): at least 12 characters (code points), at most
 * 128, and none of the common passwords. `undefined` when the password is good.
 *
 * @example
 * staffPasswordProblem('password'); // { key: 'Admin.Validation.StaffPasswordLength', params: { min: 12 } }
 * staffPasswordProblem('password1234'); // { key: 'Admin.Validation.CommonPassword' }
 */
export function staffPasswordProblem(password: string): StaffPasswordProblem | undefined {
  const { min, max } = adminFieldLimits.staffPassword;
  const length = [...password].length;
  if (length < min) return { key: keys.staffPasswordLength, params: { min } };
  if (length > max) return { key: keys.max, params: { max } };
  if (isCommonPassword(password)) return { key: keys.commonPassword };
  return undefined;
}
