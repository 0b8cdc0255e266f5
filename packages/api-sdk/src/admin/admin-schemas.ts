import { adminFieldLimits, adminMessageKeys, isCommonPassword } from '@clubshop/validation';
import * as v from 'valibot';
import { emailField } from '../contract/fields.ts';
import { withCode } from '../contract/issue-codes.ts';
import { staffRoles } from './admin-roles.ts';

/**
 * A staff password (issue 43): the rule of `@clubshop/validation` (`adminFieldLimits.staffPassword`,
 * 12 to 128 characters, and `isCommonPassword`), each check with an English message naming the
 * field and the rule's key as its code (`Admin.Validation.StaffPasswordLength` with `{ min }`,
 * `Form.Validation.Max` with `{ max }`, `Admin.Validation.CommonPassword`). The admin API, the
 * command line and the back office's staff form all check with it.
 *
 * @example
 * v.safeParse(staffPasswordField(), 'password1234').success; // false (a common one)
 */
export function staffPasswordField(field = 'password') {
  const { min, max } = adminFieldLimits.staffPassword;
  const length = (value: string) => [...value].length;
  return v.pipe(
    v.string(`${field} must be a string`),
    v.check(
      withCode((value: string) => length(value) >= min, adminMessageKeys.staffPasswordLength, { min }),
      `${field} must be at least ${min} characters`,
    ),
    v.check(
      withCode((value: string) => length(value) <= max, adminMessageKeys.max, { max }),
      `${field} must be at most ${max} characters`,
    ),
    v.check(
      // Judged only once long enough: a short one already has its message.
      withCode(
        (value: string) => length(value) < min || !isCommonPassword(value),
        adminMessageKeys.commonPassword,
      ),
      `${field} is one of the most common passwords (or one with digits added); choose another`,
    ),
  );
}

/**
 * A new member of staff as a back office's form checks it: the contract's e-mail rule and the
 * staff password rule (the admin API applies the very same fields), and one of the roles.
 *
 * @example
 * validateWithSchema(newStaffInputSchema, { email, password, role }); // { email?: FormError, ... }
 */
export const newStaffInputSchema = v.object({
  email: emailField('email'),
  password: staffPasswordField('password'),
  role: v.picklist(staffRoles, `role must be one of ${staffRoles.join(', ')}`),
});
