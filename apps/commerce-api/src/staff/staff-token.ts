/**
 * Staff access tokens: a token audience of their own, apart from shoppers'. They are JWTs like
 * the shoppers' (`users/access-token.ts`, HS256 pinned) but
 * - signed with a key derived from the API's signing key for staff only (HMAC-SHA256 of it with a
 *   label), so a shopper token fails the signature check of the admin API and a staff token fails
 *   the shoppers' (it is not a shopper anywhere under `/api/`);
 * - with `aud: clubshop-admin`, required when verifying;
 * - checked against the staff session on every use (logout or removal ends them at once), and the
 *   role and sites are read then too, so an owner's change applies to the next request.
 */
import { createHmac } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import { staff, staffSessions, staffSites, staffTwoFactor } from '../db/tables/staff.ts';
import { ACCESS_TOKEN_ALGORITHM } from '../users/access-token.ts';
import { coversSites, type StaffRole } from './roles.ts';

/** The audience of staff tokens. */
export const STAFF_TOKEN_AUDIENCE = 'clubshop-admin';

/** The member of staff of an admin request. */
export interface StaffMember {
  id: string;
  email: string;
  role: StaffRole;
  /** True: every site; else only the storeIds of `storeIds`. */
  allSites: boolean;
  storeIds: readonly string[];
  sessionId: string;
  /** Whether the member has two-step sign-in set up (decision 0074). */
  twoFactor: boolean;
}

const derivedKeys = new WeakMap<Buffer, Uint8Array>();

/** The key staff tokens are signed with: derived from the API's key, never equal to it. */
export function staffSigningKey(signingKey: Buffer): Uint8Array {
  let key = derivedKeys.get(signingKey);
  if (!key) {
    key = new Uint8Array(createHmac('sha256', signingKey).update('clubshop staff access tokens v1').digest());
    derivedKeys.set(signingKey, key);
  }
  return key;
}

/** Signs a staff access token for a session. */
export function signStaffToken(
  signingKey: Buffer,
  clock: Clock,
  ttlSeconds: number,
  member: { id: string; email: string },
  sessionId: string,
): Promise<string> {
  const iat = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({ sid: sessionId, email: member.email })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: 'JWT' })
    .setSubject(member.id)
    .setAudience(STAFF_TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(staffSigningKey(signingKey));
}

/** Why a staff token was refused: `expired`, `revoked`, or anything else (`invalid`). */
export type StaffTokenProblem = 'invalid' | 'expired' | 'revoked';

/** Checks a staff token: the member of staff of its live session, or why not. */
export async function verifyStaffToken(
  db: Db,
  signingKey: Buffer,
  clock: Clock,
  token: string,
): Promise<StaffMember | StaffTokenProblem> {
  let sub: string;
  let sid: string;
  try {
    const { payload } = await jwtVerify(token, staffSigningKey(signingKey), {
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      audience: STAFF_TOKEN_AUDIENCE,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'sid', 'exp', 'aud'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return 'invalid';
    sub = payload.sub;
    sid = payload.sid;
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid';
  }
  const [row] = await db
    .select({
      email: staff.email,
      role: staff.role,
      allSites: staff.allSites,
      twoFactorSince: staffTwoFactor.confirmedAt,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .leftJoin(
      staffTwoFactor,
      and(eq(staffTwoFactor.staffId, staff.id), isNotNull(staffTwoFactor.confirmedAt)),
    )
    .where(
      and(
        eq(staffSessions.id, sid),
        eq(staffSessions.staffId, sub),
        isNull(staffSessions.revokedAt),
        isNull(staff.disabledAt),
      ),
    );
  if (!row) return 'revoked';
  const storeIds = row.allSites
    ? []
    : (
        await db.select({ storeId: staffSites.storeId }).from(staffSites).where(eq(staffSites.staffId, sub))
      ).map((site) => site.storeId);
  return {
    id: sub,
    email: row.email,
    role: row.role,
    allSites: row.allSites,
    storeIds,
    sessionId: sid,
    twoFactor: row.twoFactorSince !== null,
  };
}

/** `true` when the member of staff may work on the site `storeId`. */
export function coversSite(member: Pick<StaffMember, 'allSites' | 'storeIds'>, storeId: string): boolean {
  return coversSites(member, [storeId]);
}
