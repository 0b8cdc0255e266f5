import * as v from 'valibot';
import { emailField, passwordField } from '../contract/fields.ts';
import { staffRoles } from './admin-types.ts';

/**
 * A new member of staff as a back office's form checks it: the e-mail and password rules of the
 * contract (the admin API applies the very same fields), and one of the roles.
 *
 * @example
 * validateWithSchema(newStaffInputSchema, { email, password, role }); // { email?: FormError, ... }
 */
export const newStaffInputSchema = v.object({
  email: emailField('email'),
  password: passwordField('password'),
  role: v.picklist(staffRoles, `role must be one of ${staffRoles.join(', ')}`),
});
