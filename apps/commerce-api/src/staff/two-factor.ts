/**
 * The staff's second factor (decision 0074): a TOTP app set up by the member (a secret shown
 * once, confirmed with a first code), ten one-time recovery codes (shown once, stored hashed),
 * the check at sign-in (a code of a step not used before, or an unused recovery code) and the
 * reset from the command line. Required for owners (`twoFactorRequiredFor`), optional for the
 * other roles.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { staff, staffRecoveryCodes, staffTwoFactor } from '../db/tables/staff.ts';
import { type Actor, auditedWrite } from './audit.ts';
import type { StaffRole } from './roles.ts';
import { revokeStaffSessions } from './staff-sessions.ts';
import { base32Encode, newTotpSecret, otpauthUri, verifyTotp } from './totp.ts';
import { openTwoFactorSecret, sealTwoFactorSecret } from './two-factor-cipher.ts';

/** How many recovery codes a member gets. */
export const recoveryCodeCount = 10;

/** The issuer authenticator apps show beside the account. */
export const totpIssuer = 'ClubShop';

/** Whether a role must have a second factor before working (owners: decision 0074). */
export function twoFactorRequiredFor(role: StaffRole): boolean {
  return role === 'owner';
}

/** A recovery code as shown: 10 characters of base32 (50 random bits) in two groups (`ABCDE-FGHIJ`). */
function newRecoveryCode(): string {
  const text = base32Encode(randomBytes(7)).slice(0, 10);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** The stored hash of a recovery code, as typed (case, spaces and dashes ignored). */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.toUpperCase().replace(/[\s-]/g, '')).digest('hex');
}

/** Whether the member has a second factor set up (confirmed). */
export async function hasTwoFactor(db: Db, staffId: string): Promise<boolean> {
  const [row] = await db
    .select({ staffId: staffTwoFactor.staffId })
    .from(staffTwoFactor)
    .where(and(eq(staffTwoFactor.staffId, staffId), isNotNull(staffTwoFactor.confirmedAt)));
  return row !== undefined;
}

/** Thrown when a second factor is set up already (it is reset, not set up twice). */
export class TwoFactorExistsError extends Error {
  override readonly name = 'TwoFactorExistsError';
}

/** What a setup shows the member once: the secret as text and as an `otpauth://` URI. */
export interface TwoFactorSetup {
  secret: string;
  otpauthUri: string;
}

/**
 * Starts (or starts again) a setup: a new secret, sealed, not yet confirmed. Refused when a
 * second factor is set up already.
 */
export async function startTwoFactorSetup(
  db: Db,
  signingKey: Buffer,
  now: Date,
  member: { id: string; email: string },
): Promise<TwoFactorSetup> {
  if (await hasTwoFactor(db, member.id)) throw new TwoFactorExistsError('Two-step sign-in is set up already');
  const secret = newTotpSecret();
  const secretSealed = sealTwoFactorSecret(signingKey, secret);
  await db
    .insert(staffTwoFactor)
    .values({ staffId: member.id, secretSealed, createdAt: now })
    .onConflictDoUpdate({
      target: staffTwoFactor.staffId,
      set: { secretSealed, createdAt: now, lastUsedStep: -1 },
      // Never over a confirmed one (a race with another confirmation).
      setWhere: isNull(staffTwoFactor.confirmedAt),
    });
  return { secret, otpauthUri: otpauthUri(totpIssuer, member.email, secret) };
}

/**
 * Confirms a setup with a first code: the second factor is on, ten recovery codes are made
 * (answered once, stored hashed), audited. `undefined` when the code is wrong or no setup is in
 * progress.
 */
export async function confirmTwoFactorSetup(
  db: Db,
  signingKey: Buffer,
  now: Date,
  member: { id: string; email: string },
  code: string,
): Promise<string[] | undefined> {
  return auditedWrite(db, { staffId: member.id, name: member.email }, now, async (tx) => {
    const [pending] = await tx
      .select()
      .from(staffTwoFactor)
      .where(and(eq(staffTwoFactor.staffId, member.id), isNull(staffTwoFactor.confirmedAt)))
      .for('update');
    const step = pending
      ? verifyTotp(openTwoFactorSecret(signingKey, pending.secretSealed), code, now)
      : undefined;
    if (step === undefined) return { result: undefined, audit: [] };
    await tx
      .update(staffTwoFactor)
      .set({ confirmedAt: now, lastUsedStep: step })
      .where(eq(staffTwoFactor.staffId, member.id));
    const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((recovery) => ({ staffId: member.id, codeHash: recoveryCodeHash(recovery) })));
    return {
      result: codes,
      audit: [
        {
          action: '2fa enabled',
          entity: 'staff',
          entityId: member.id,
          after: { recoveryCodes: codes.length },
        },
      ],
    };
  });
}

/** How a second factor was proved: a TOTP code or a recovery code. */
export type SecondFactorKind = 'totp' | 'recovery-code';

/**
 * Checks a member's second factor at sign-in: a TOTP code of a step later than the last used
 * one (that step then becomes the last used, in one conditional UPDATE, so two sign-ins cannot
 * both spend it), or an unused recovery code (then spent). `undefined` when neither.
 */
export async function proveSecondFactor(
  db: Db,
  signingKey: Buffer,
  now: Date,
  staffId: string,
  code: string,
): Promise<SecondFactorKind | undefined> {
  const [factor] = await db
    .select()
    .from(staffTwoFactor)
    .where(and(eq(staffTwoFactor.staffId, staffId), isNotNull(staffTwoFactor.confirmedAt)));
  if (!factor) return undefined;
  const typed = code.trim();
  if (/^\d[\d\s]*$/.test(typed)) {
    const step = verifyTotp(
      openTwoFactorSecret(signingKey, factor.secretSealed),
      typed,
      now,
      factor.lastUsedStep,
    );
    if (step === undefined) return undefined;
    const spent = await db
      .update(staffTwoFactor)
      .set({ lastUsedStep: step })
      .where(and(eq(staffTwoFactor.staffId, staffId), sql`${staffTwoFactor.lastUsedStep} < ${step}`))
      .returning({ staffId: staffTwoFactor.staffId });
    return spent.length > 0 ? 'totp' : undefined;
  }
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, recoveryCodeHash(typed)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ staffId: staffRecoveryCodes.staffId });
  return used.length > 0 ? 'recovery-code' : undefined;
}

/** Thrown when a member turns off a second factor their role must have (owners, decision 0074). */
export class TwoFactorRequiredError extends Error {
  override readonly name = 'TwoFactorRequiredError';
}

/**
 * Turns off the member's own second factor (the back office's two-step settings, decision 0083),
 * proved by a current code of the app (spent like a sign-in's). Refused with
 * {@link TwoFactorRequiredError} when `required` (an owner where the shop requires it). Their
 * recovery codes go with it; audited. `false` when the code is wrong or nothing is set up.
 */
export async function turnOffTwoFactor(
  db: Db,
  signingKey: Buffer,
  now: Date,
  member: { id: string; email: string },
  code: string,
  required: boolean,
): Promise<boolean> {
  if (required) throw new TwoFactorRequiredError('Owners need two-step sign-in: it cannot be turned off');
  if ((await proveSecondFactor(db, signingKey, now, member.id, code)) === undefined) return false;
  return auditedWrite(db, { staffId: member.id, name: member.email }, now, async (tx) => {
    await tx.delete(staffTwoFactor).where(eq(staffTwoFactor.staffId, member.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id));
    return {
      result: true,
      audit: [{ action: '2fa disabled', entity: 'staff', entityId: member.id, after: { recoveryCodes: 0 } }],
    };
  });
}

/**
 * Renews the member's recovery codes (decision 0083): proved by a current code of the app, the
 * old codes stop working and ten new ones are answered once (stored hashed); audited.
 * `undefined` when the code is wrong or nothing is set up.
 */
export async function renewRecoveryCodes(
  db: Db,
  signingKey: Buffer,
  now: Date,
  member: { id: string; email: string },
  code: string,
): Promise<string[] | undefined> {
  if ((await proveSecondFactor(db, signingKey, now, member.id, code)) === undefined) return undefined;
  return auditedWrite(db, { staffId: member.id, name: member.email }, now, async (tx) => {
    const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((recovery) => ({ staffId: member.id, codeHash: recoveryCodeHash(recovery) })));
    return {
      result: codes,
      audit: [
        {
          action: '2fa recovery codes renewed',
          entity: 'staff',
          entityId: member.id,
          after: { recoveryCodes: codes.length },
        },
      ],
    };
  });
}

/** How many unused recovery codes the member has left. */
export async function recoveryCodesLeft(db: Db, staffId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return Number(row?.count ?? 0);
}

/** Thrown by {@link resetTwoFactor} for an e-mail of no member of staff. */
export class TwoFactorMemberNotFoundError extends Error {
  override readonly name = 'TwoFactorMemberNotFoundError';
}

/** What a reset did. */
export interface TwoFactorReset {
  email: string;
  role: StaffRole;
  /** Whether a second factor (or a setup in progress) was there to remove. */
  removed: boolean;
  sessionsEnded: number;
}

/**
 * Removes a member's second factor and recovery codes (`clubshop staff reset-2fa`): the way
 * back for a member who lost their phone and codes. Their sessions end; an owner sets it up again
 * at the next sign-in (until then, only the setup is open to them). Audited.
 */
export async function resetTwoFactor(
  db: Db,
  actor: Actor,
  now: Date,
  email: string,
): Promise<TwoFactorReset> {
  const account = email.trim().toLowerCase();
  return auditedWrite(db, actor, now, async (tx) => {
    const [member] = await tx
      .select({ id: staff.id, role: staff.role })
      .from(staff)
      .where(eq(staff.email, account))
      .for('update');
    if (!member) throw new TwoFactorMemberNotFoundError(`${account} is not a member of staff`);
    const removed = await tx
      .delete(staffTwoFactor)
      .where(eq(staffTwoFactor.staffId, member.id))
      .returning({ staffId: staffTwoFactor.staffId });
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id));
    const sessionsEnded = await revokeStaffSessions(tx, now, 'two-step sign-in reset', {
      staffId: member.id,
    });
    return {
      result: { email: account, role: member.role, removed: removed.length > 0, sessionsEnded },
      audit: [
        {
          action: '2fa reset',
          entity: 'staff',
          entityId: member.id,
          after: { email: account, removed: removed.length > 0, sessionsEnded },
        },
      ],
    };
  });
}
