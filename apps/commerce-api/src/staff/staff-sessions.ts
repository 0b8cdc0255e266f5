/**
 * Staff login sessions, built like the shoppers' (`users/sessions.ts`) from the same parts (token
 * hashing, random tokens): a session is a refresh-token family; each refresh uses its token once
 * (one conditional UPDATE, so two concurrent refreshes cannot both win) and gets a new one. A
 * used token presented again revokes the whole family (RFC 9700 section 4.14): staff tokens get
 * no retry grace, a back office refreshes from one place.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-env.ts';
import { type Db, queryRows } from '../db/database.ts';
import { hashToken, newToken, type TokenResult } from '../users/sessions.ts';
import { signStaffToken } from './staff-token.ts';
import { staff, staffRefreshTokens, staffSessions } from './tables.ts';

async function issueStaffTokens(
  deps: AppDeps,
  db: Db,
  member: { id: string; email: string },
  sessionId: string,
): Promise<TokenResult> {
  const refresh = newToken();
  await db.insert(staffRefreshTokens).values({
    tokenHash: hashToken(refresh),
    sessionId,
    expiresAt: new Date(deps.clock.now().getTime() + deps.config.refreshTokenTtlSeconds * 1000),
  });
  return {
    access_token: await signStaffToken(
      deps.signingKey,
      deps.clock,
      deps.config.accessTokenTtlSeconds,
      member,
      sessionId,
    ),
    refresh_token: refresh,
    expires_in: deps.config.accessTokenTtlSeconds,
    token_type: 'Bearer',
  };
}

/** Starts a session for a member of staff who just proved their password. */
export function startStaffSession(
  deps: AppDeps,
  member: { id: string; email: string },
): Promise<TokenResult> {
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const sessionId = randomUUID();
    await db.insert(staffSessions).values({ id: sessionId, staffId: member.id, createdAt: deps.clock.now() });
    return issueStaffTokens(deps, db, member, sessionId);
  });
}

/** Revokes staff sessions: one, or every one of a member of staff; how many were still open. */
export async function revokeStaffSessions(
  db: Db,
  now: Date,
  reason: string,
  where: { staffId: string } | { sessionId: string },
): Promise<number> {
  const revoked = await db
    .update(staffSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        'staffId' in where ? eq(staffSessions.staffId, where.staffId) : eq(staffSessions.id, where.sessionId),
        isNull(staffSessions.revokedAt),
      ),
    )
    .returning({ id: staffSessions.id });
  return revoked.length;
}

/** Exchanges a staff refresh token for new tokens; a reason string when refused. */
export function refreshStaffSession(deps: AppDeps, token: string): Promise<TokenResult | string> {
  const now = deps.clock.now();
  const tokenHash = hashToken(token);
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [claimed] = await queryRows<{ session_id: string; expires_at: Date | string }>(
      db,
      sql`update staff_refresh_tokens set used_at = ${now.toISOString()}
          where token_hash = ${tokenHash} and used_at is null
          returning session_id, expires_at`,
    );
    if (!claimed) {
      const [known] = await db
        .select({ sessionId: staffRefreshTokens.sessionId })
        .from(staffRefreshTokens)
        .where(eq(staffRefreshTokens.tokenHash, tokenHash));
      if (!known) return 'The refresh token is not valid';
      await revokeStaffSessions(db, now, 'refresh token reuse', { sessionId: known.sessionId });
      return 'The refresh token was already used; the session has been ended';
    }
    if (new Date(claimed.expires_at).getTime() <= now.getTime()) return 'The refresh token has expired';
    const [session] = await db
      .select({ staffId: staff.id, email: staff.email })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(
        and(
          eq(staffSessions.id, claimed.session_id),
          isNull(staffSessions.revokedAt),
          isNull(staff.disabledAt),
        ),
      );
    if (!session) return 'The session has ended';
    return issueStaffTokens(deps, db, { id: session.staffId, email: session.email }, claimed.session_id);
  });
}

/** Logout: revokes the session of a refresh token and of the access token's session. */
export async function endStaffSession(
  deps: AppDeps,
  ended: { refreshToken?: string | undefined; sessionId?: string | undefined },
): Promise<void> {
  const now = deps.clock.now();
  if (ended.refreshToken) {
    const [known] = await deps.db
      .select({ sessionId: staffRefreshTokens.sessionId })
      .from(staffRefreshTokens)
      .where(eq(staffRefreshTokens.tokenHash, hashToken(ended.refreshToken)));
    if (known) await revokeStaffSessions(deps.db, now, 'logout', { sessionId: known.sessionId });
  }
  if (ended.sessionId) await revokeStaffSessions(deps.db, now, 'logout', { sessionId: ended.sessionId });
}
