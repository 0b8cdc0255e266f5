/**
 * Staff login sessions: the one session store (`sessions/session-store.ts`, decision 0082) over
 * the `staff_sessions` and `staff_refresh_tokens` tables, without the shoppers' reuse grace (a
 * used token presented again revokes the whole family, RFC 9700 section 4.14: a back office
 * refreshes from one place); a disabled member's session refreshes no more.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import { staff, staffRefreshTokens, staffSessions } from '../db/tables/staff.ts';
import { createSessionStore } from '../sessions/session-store.ts';
import type { TokenResult } from '../sessions/tokens.ts';
import { signStaffToken } from './staff-token.ts';

const store = createSessionStore({
  sessions: staffSessions,
  refreshTokens: staffRefreshTokens,
  ownerKey: 'staffId',
  ownerColumn: staffSessions.staffId,
  async ownerOf(db, sessionId) {
    const [session] = await db
      .select({ id: staff.id, email: staff.email })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt), isNull(staff.disabledAt)));
    return session;
  },
  sign: (deps, member, sessionId) =>
    signStaffToken(deps.signingKey, deps.clock, deps.config.accessTokenTtlSeconds, member, sessionId),
  reuseGrace: false,
});

/** Starts a session for a member of staff who just proved their password. */
export function startStaffSession(
  deps: AppDeps,
  member: { id: string; email: string },
): Promise<TokenResult> {
  return store.start(deps, member);
}

/** Revokes staff sessions: one, or every one of a member of staff; how many were still open. */
export function revokeStaffSessions(
  db: Db,
  now: Date,
  reason: string,
  where: { staffId: string } | { sessionId: string },
): Promise<number> {
  return store.revoke(db, now, reason, 'staffId' in where ? { ownerId: where.staffId } : where);
}

/** Exchanges a staff refresh token for new tokens; a reason string when refused. */
export function refreshStaffSession(deps: AppDeps, token: string): Promise<TokenResult | string> {
  return store.refresh(deps, token);
}

/** Logout: revokes the session of a refresh token and of the access token's session. */
export function endStaffSession(
  deps: AppDeps,
  ended: { refreshToken?: string | undefined; sessionId?: string | undefined },
): Promise<void> {
  return store.end(deps, ended);
}
