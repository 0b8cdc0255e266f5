import { describe, expect, test } from 'vitest';
import { commonPasswordList } from './common-passwords.ts';
import { isCommonPassword, staffPasswordProblem } from './staff-password.ts';

describe('the staff password rule (issue 43)', () => {
  test('refuses short passwords, those of the finding included', () => {
    for (const password of ['password', '12345678', 'eleven char'])
      expect(staffPasswordProblem(password)).toEqual({
        key: 'Admin.Validation.StaffPasswordLength',
        params: { min: 12 },
      });
  });

  test('refuses common passwords of 12+ characters, in any case and with digits added', () => {
    for (const password of ['qwerty123456', '1qaz2wsx3edc', 'Password1234', 'FOOTBALL2024!', 'aaaaaaaaaaaa'])
      expect(staffPasswordProblem(password), password).toEqual({ key: 'Admin.Validation.CommonPassword' });
  });

  test('takes a long uncommon one; counts characters, not UTF-16 units', () => {
    expect(staffPasswordProblem('tall-oak-harbour-7')).toBeUndefined();
    expect(staffPasswordProblem('staff password 1')).toBeUndefined();
    expect(staffPasswordProblem('🦊🦊🦊🦊🦊🦊')).toMatchObject({
      key: 'Admin.Validation.StaffPasswordLength',
    });
    expect(staffPasswordProblem('x'.repeat(64) + 'y'.repeat(65))).toEqual({
      key: 'Form.Validation.Max',
      params: { max: 128 },
    });
  });

  test('ships a few thousand common passwords, lower case, no blanks', () => {
    expect(commonPasswordList.length).toBeGreaterThan(3000);
    for (const password of commonPasswordList) {
      expect(password).toBe(password.toLowerCase());
      expect(password).not.toMatch(/\s/);
      expect(isCommonPassword(password)).toBe(true);
    }
  });
});
