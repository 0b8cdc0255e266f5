/**
 * Shoppers' login sessions: the one session store (`sessions/session-store.ts`, decision 0082)
 * over the `sessions` and `refresh_tokens` tables, with the reuse grace (`refreshReuseGraceSeconds`):
 * a used token presented again by the same client within it answers the same new pair; any other
 * reuse revokes the whole family (RFC 9700 section 4.14). Logout revokes the family of the token
 * it is given.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import { refreshTokens, sessions, users } from '../db/tables/users.ts';
import { createSessionStore } from '../sessions/session-store.ts';
import type { TokenResult } from '../sessions/tokens.ts';
import { signAccessToken } from './access-token.ts';

export { hashToken, newToken, type TokenResult } from '../sessions/tokens.ts';

const store = createSessionStore({
  sessions,
  refreshTokens,
  ownerKey: 'userId',
  ownerColumn: sessions.userId,
  async ownerOf(db, sessionId) {
    const [session] = await db
      .select({ id: users.id, email: users.email })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    return session;
  },
  sign: (deps, user, sessionId) =>
    signAccessToken(deps.signingKey, deps.clock, deps.config.accessTokenTtlSeconds, user, sessionId),
  reuseGrace: true,
});

/** Starts a session for a user who just proved their password. */
export function startSession(deps: AppDeps, user: { id: string; email: string }): Promise<TokenResult> {
  return store.start(deps, user);
}

/** Revokes sessions (all of a user's, or one). */
export async function revokeSessions(
  db: Db,
  now: Date,
  reason: string,
  where: { userId: string } | { sessionId: string },
): Promise<void> {
  await store.revoke(db, now, reason, 'userId' in where ? { ownerId: where.userId } : where);
}

/**
 * Exchanges a refresh token for new tokens; a reason string when refused. `client` identifies
 * the caller (`clientFingerprint`): only the client that used a token gets its reuse grace.
 */
export function refreshSession(deps: AppDeps, token: string, client: string): Promise<TokenResult | string> {
  return store.refresh(deps, token, client);
}

/**
 * Logout: revokes the session (refresh-token family) of a refresh token, used or not, and of an
 * access token's session. Unknown tokens change nothing (the answer is the same).
 */
export function endSession(
  deps: AppDeps,
  ended: { refreshToken?: string | undefined; sessionId?: string | undefined },
): Promise<void> {
  return store.end(deps, ended);
}
