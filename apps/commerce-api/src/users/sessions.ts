/**
 * Login sessions: a session is a refresh-token family. Each refresh uses its token once and gets
 * a new one (rotation). The "use once" is one conditional UPDATE, so two concurrent refreshes
 * with the same token cannot both win. A used token presented again by the same client within
 * the reuse grace (`refreshReuseGraceSeconds`, 30 s) answers the same new pair: a retry after a
 * lost answer, or a second tab racing the first. Any other reuse (later, from another client, or
 * after the new token was used) revokes the whole family: it was stolen or replayed
 * (RFC 9700 section 4.14). Logout revokes the family of the token it is given.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/database.ts';
import { signAccessToken } from './access-token.ts';
import { openPair, sealPair } from './refresh-grace.ts';
import { refreshTokens, sessions, users } from './tables.ts';

/** SHA-256 of a token (only hashes are stored). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random token (base64url, 256 bits). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What `authenticate` answers with on success. */
export interface TokenResult {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
}

async function issueTokens(
  deps: AppDeps,
  db: Db,
  user: { id: string; email: string },
  sessionId: string,
): Promise<TokenResult> {
  const refresh = newToken();
  await db.insert(refreshTokens).values({
    tokenHash: hashToken(refresh),
    sessionId,
    expiresAt: new Date(deps.clock.now().getTime() + deps.config.refreshTokenTtlSeconds * 1000),
  });
  return {
    access_token: await signAccessToken(
      deps.signingKey,
      deps.clock,
      deps.config.accessTokenTtlSeconds,
      user,
      sessionId,
    ),
    refresh_token: refresh,
    expires_in: deps.config.accessTokenTtlSeconds,
    token_type: 'Bearer',
  };
}

/** Starts a session for a user who just proved their password. */
export async function startSession(deps: AppDeps, user: { id: string; email: string }): Promise<TokenResult> {
  return deps.db.transaction(async (tx) => {
    const db: Db = tx;
    const sessionId = randomUUID();
    await db.insert(sessions).values({ id: sessionId, userId: user.id, createdAt: deps.clock.now() });
    return issueTokens(deps, db, user, sessionId);
  });
}

/** Revokes sessions (all of a user's, or one). */
export async function revokeSessions(
  db: Db,
  now: Date,
  reason: string,
  where: { userId: string } | { sessionId: string },
) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        'userId' in where ? eq(sessions.userId, where.userId) : eq(sessions.id, where.sessionId),
        isNull(sessions.revokedAt),
      ),
    );
}

/**
 * The pair a used token's refresh issued, when its reuse is the same client's retry within the
 * grace and the new refresh token has not been used since; undefined otherwise.
 */
async function pairWithinGrace(
  deps: AppDeps,
  db: Db,
  used: typeof refreshTokens.$inferSelect,
  token: string,
  client: string,
  now: Date,
): Promise<TokenResult | undefined> {
  const graceMs = deps.config.refreshReuseGraceSeconds * 1000;
  if (!used.usedAt || !used.successor || used.usedBy !== client) return undefined;
  if (now.getTime() - used.usedAt.getTime() > graceMs) return undefined;
  const pair = openPair(token, used.successor);
  if (!pair) return undefined;
  const [successor] = await db
    .select({ usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(and(eq(refreshTokens.tokenHash, hashToken(pair.refresh_token)), isNull(sessions.revokedAt)));
  if (!successor || successor.usedAt) return undefined;
  return pair;
}

/**
 * Exchanges a refresh token for new tokens; a reason string when refused. `client` identifies
 * the caller (`clientFingerprint`): only the client that used a token gets its reuse grace.
 */
export async function refreshSession(
  deps: AppDeps,
  token: string,
  client: string,
): Promise<TokenResult | string> {
  const now = deps.clock.now();
  const tokenHash = hashToken(token);
  return deps.db.transaction(async (tx) => {
    const db: Db = tx;
    const claimed = await queryRows<{ session_id: string; expires_at: Date | string }>(
      db,
      sql`update refresh_tokens set used_at = ${now.toISOString()}, used_by = ${client}
          where token_hash = ${tokenHash} and used_at is null
          returning session_id, expires_at`,
    );
    const row = claimed[0];
    if (!row) {
      const [known] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      if (!known) return 'The refresh token is not valid';
      const retried = await pairWithinGrace(deps, db, known, token, client, now);
      if (retried) return retried;
      // A used token came back: someone replayed it. End the whole family.
      await revokeSessions(db, now, 'refresh token reuse', { sessionId: known.sessionId });
      return 'The refresh token was already used; the session has been ended';
    }
    if (new Date(row.expires_at).getTime() <= now.getTime()) return 'The refresh token has expired';
    const [session] = await db
      .select({ id: sessions.id, userId: users.id, email: users.email })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, row.session_id), isNull(sessions.revokedAt)));
    if (!session) return 'The session has ended';
    const issued = await issueTokens(deps, db, { id: session.userId, email: session.email }, session.id);
    await db
      .update(refreshTokens)
      .set({ successor: sealPair(token, issued) })
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return issued;
  });
}

/**
 * Logout: revokes the session (refresh-token family) of a refresh token, used or not, and of an
 * access token's session. Unknown tokens change nothing (the answer is the same).
 */
export async function endSession(
  deps: AppDeps,
  ended: { refreshToken?: string | undefined; sessionId?: string | undefined },
): Promise<void> {
  const now = deps.clock.now();
  if (ended.refreshToken) {
    const [known] = await deps.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(ended.refreshToken)));
    if (known) await revokeSessions(deps.db, now, 'logout', { sessionId: known.sessionId });
  }
  if (ended.sessionId) await revokeSessions(deps.db, now, 'logout', { sessionId: ended.sessionId });
}
