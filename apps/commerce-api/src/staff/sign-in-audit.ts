/**
 * Staff sign-ins, failed sign-ins and sign-outs in the audit log (issue 43), and what the login
 * throttle learns from them: the addresses a member signed in from lately. Those addresses skip
 * the account-wide throttle key, so guesses at an owner's password from elsewhere cannot lock the
 * owner out of their usual place (the pair and address keys still hold there).
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { auditLog } from '../db/tables/staff.ts';
import { recordAudit } from './audit.ts';

/** How long a successful sign-in makes its address a known one for the member. */
export const knownAddressDays = 90;

/** The address `clientAddress` gives when it knows none (the app called in process). */
const noAddress = 'unknown';

/**
 * Records a member's sign-in, with the client address it came from and the second factor it
 * proved (`totp`, `recovery-code`, or `none` for a member without one: decision 0074).
 */
export async function recordSignIn(
  db: Db,
  now: Date,
  member: { id: string; email: string },
  address: string,
  secondFactor: 'totp' | 'recovery-code' | 'none',
): Promise<void> {
  await recordAudit(db, { staffId: member.id, name: member.email }, now, {
    action: 'sign-in',
    entity: 'staff',
    entityId: member.id,
    after: { address, secondFactor },
  });
}

/**
 * Records a refused sign-in: the account typed (the member's id when it is one, else `unknown`),
 * the address and why (`password`, `disabled`, `no-account`, `second-factor`). The actor is the typed account:
 * nobody proved who they are.
 */
export async function recordFailedSignIn(
  db: Db,
  now: Date,
  attempt: { account: string; memberId: string | undefined; address: string; reason: string },
): Promise<void> {
  await recordAudit(db, { name: attempt.account }, now, {
    action: 'sign-in failed',
    entity: 'staff',
    entityId: attempt.memberId ?? 'unknown',
    after: { account: attempt.account, address: attempt.address, reason: attempt.reason },
  });
}

/** Records a member's sign-out. */
export async function recordSignOut(db: Db, now: Date, member: { id: string; email: string }): Promise<void> {
  await recordAudit(db, { staffId: member.id, name: member.email }, now, {
    action: 'sign-out',
    entity: 'staff',
    entityId: member.id,
  });
}

/**
 * Whether the member signed in from `address` within the last {@link knownAddressDays} days
 * (never for an unknown address: every in-process call shares it).
 */
export async function isKnownAddress(db: Db, now: Date, staffId: string, address: string): Promise<boolean> {
  if (address === noAddress) return false;
  const since = new Date(now.getTime() - knownAddressDays * 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'staff'),
        eq(auditLog.entityId, staffId),
        eq(auditLog.action, 'sign-in'),
        sql`${auditLog.after}->>'address' = ${address}`,
        gte(auditLog.at, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
