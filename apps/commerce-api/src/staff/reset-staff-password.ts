/**
 * A new password for a member of staff from the command line (`clubshop staff reset-password`):
 * the way back for a sole owner who forgot theirs, since only an owner sets passwords in the back
 * office. The member's sessions end (whoever holds them logs in again, with the new password) and
 * the login throttling of the account is forgotten; audited like every staff change.
 */
import { passwordField } from '@clubshop/api-sdk/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../db/database.ts';
import { staff } from '../db/tables/staff.ts';
import { hashPassword } from '../users/passwords.ts';
import { forgetLoginThrottling } from '../users/throttle.ts';
import { type Actor, auditedWrite } from './audit.ts';
import { revokeStaffSessions } from './staff-sessions.ts';

/** A password reset: whose, and the new password (the shoppers' password rules). */
export const staffPasswordResetSchema = v.object({
  email: v.pipe(v.string('email must be an e-mail address'), v.trim(), v.toLowerCase()),
  password: passwordField('password'),
});

/** Thrown when no member of staff (or only a removed one) has the e-mail. */
export class StaffNotFoundError extends Error {
  override readonly name = 'StaffNotFoundError';
}

/** What a reset did. */
export interface StaffPasswordReset {
  email: string;
  role: string;
  /** How many of the member's sessions were open and ended. */
  sessionsEnded: number;
}

/** Sets a member of staff's password (input already valid) and ends their sessions. */
export async function resetStaffPassword(
  db: Db,
  actor: Actor,
  now: Date,
  input: v.InferOutput<typeof staffPasswordResetSchema>,
): Promise<StaffPasswordReset> {
  const passwordHash = await hashPassword(input.password);
  return auditedWrite(db, actor, now, async (tx) => {
    const [member] = await tx
      .select({ id: staff.id, role: staff.role, disabledAt: staff.disabledAt })
      .from(staff)
      .where(eq(staff.email, input.email))
      .for('update');
    if (!member) throw new StaffNotFoundError(`${input.email} is not a member of staff`);
    if (member.disabledAt)
      throw new StaffNotFoundError(`${input.email} was removed from the staff: their password stays unused`);
    await tx.update(staff).set({ passwordHash }).where(eq(staff.id, member.id));
    const sessionsEnded = await revokeStaffSessions(tx, now, 'password reset on the command line', {
      staffId: member.id,
    });
    await forgetLoginThrottling(tx, input.email, 'staff-');
    return {
      result: { email: input.email, role: member.role, sessionsEnded },
      audit: [
        {
          action: 'update (password reset)',
          entity: 'staff',
          entityId: member.id,
          after: { email: input.email, sessionsEnded },
        },
      ],
    };
  });
}
