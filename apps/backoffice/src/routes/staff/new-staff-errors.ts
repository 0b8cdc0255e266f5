/** The new member form's errors: the contract's rules, and the message of each code the API answers. */
import { newStaffInputSchema } from '@clubshop/api-sdk/admin';
import { codeOfIssue } from '@clubshop/api-sdk/contract';
import { adminMessageKeys } from '@clubshop/validation';
import * as v from 'valibot';
import type { MessageKey } from '../../messages/index.ts';

export type Field = 'email' | 'password' | 'role';

/** The back office's message of a contract rule's code (`Form.Validation.Email`...). */
export function formErrorKey(code: string | undefined): MessageKey {
  // The staff password rule's keys (12+ characters, none of the common ones) are the admin rules'.
  if (code === adminMessageKeys.staffPasswordLength || code === adminMessageKeys.commonPassword) return code;
  if (code === 'Form.Validation.Email') return 'Form.Email';
  if (code === 'Form.Validation.Min') return 'Form.Password';
  if (code === 'Form.Validation.Required') return 'Form.Required';
  return 'Form.Invalid';
}

/**
 * The first error of each field of a new member, by the contract's rules (the admin API checks
 * the very same fields), as the codes of those rules.
 */
export function newStaffErrors(values: Record<Field, string>) {
  const errors: Partial<
    Record<Field, { code: string | undefined; params: Record<string, string | number> }>
  > = {};
  for (const issue of v.safeParse(newStaffInputSchema, values).issues ?? []) {
    const field = issue.path?.[0]?.key as Field | undefined;
    if (!field || errors[field]) continue;
    const coded = codeOfIssue(issue);
    errors[field] = { code: coded?.code, params: (coded?.params ?? {}) as Record<string, string | number> };
  }
  return errors;
}
