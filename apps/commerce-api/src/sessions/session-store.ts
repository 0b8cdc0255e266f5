/**
 * One store of login sessions for shoppers and staff (decision 0082), parameterised by its tables:
 * a session is a refresh-token family; each refresh uses its token once and gets a new one
 * (rotation). The "use once" is one conditional UPDATE, so two concurrent refreshes with the same
 * token cannot both win. A used token presented again revokes the whole family: it was stolen or
 * replayed (RFC 9700 section 4.14), except, where the store has a reuse grace (shoppers:
 * `refreshReuseGraceSeconds`, 30 s), a retry by the same client within it while the new token is
 * unused, which answers the same new pair (a retry after a lost answer, a second tab racing the
 * first). Staff get no grace: a back office refreshes from one place. Logout revokes the family
 * of the token it is given. The sequence: docs/architecture.md, "One refresh path".
 *
 * @example
 * ```ts
 * const store = createSessionStore({ sessions, refreshTokens, ownerKey: 'userId', ownerColumn: sessions.userId,
 *   ownerOf, sign: signAccessToken, reuseGrace: true });
 * const tokens = await store.start(deps, user);
 * ```
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../app-env.ts';
import { type Db, queryRows } from '../db/database.ts';
import { openPair, sealPair } from './refresh-grace.ts';
import { hashToken, newToken, type TokenResult } from './tokens.ts';

/** Who a session belongs to, as the access token names them. */
export interface SessionOwner {
  id: string;
  email: string;
}

/** The columns every sessions table has (`sessions`, `staff_sessions`). */
interface SessionColumns {
  id: PgColumn;
  createdAt: PgColumn;
  revokedAt: PgColumn;
  revokedReason: PgColumn;
}

/** The columns every refresh-token table has; `usedBy` and `successor` where it keeps a grace. */
interface RefreshTokenColumns {
  tokenHash: PgColumn;
  sessionId: PgColumn;
  expiresAt: PgColumn;
  usedAt: PgColumn;
  usedBy?: PgColumn;
  successor?: PgColumn;
}

// biome-ignore lint/suspicious/noExplicitAny: a table of any name and dialect config
type Table<TColumns> = PgTableWithColumns<any> & TColumns;

/** What a store is made of: its two tables, how it finds a session's owner and signs for them. */
export interface SessionStoreSpec {
  sessions: Table<SessionColumns>;
  refreshTokens: Table<RefreshTokenColumns>;
  /** The property of `sessions` naming the owner (`userId`, `staffId`). */
  ownerKey: string;
  /** Its column, to revoke every session of one owner. */
  ownerColumn: PgColumn;
  /** The owner of a live session (not revoked; for staff, not disabled), or undefined. */
  ownerOf: (db: Db, sessionId: string) => Promise<SessionOwner | undefined>;
  /** Signs the access token of `owner`'s session. */
  sign: (deps: AppDeps, owner: SessionOwner, sessionId: string) => Promise<string>;
  /**
   * The reuse grace (`refreshReuseGraceSeconds`) for the client that used a token: needs the
   * `usedBy` and `successor` columns.
   */
  reuseGrace: boolean;
}

/** Which sessions to revoke: every one of an owner, or one. */
export type SessionSelector = { ownerId: string } | { sessionId: string };

/** Creates the session store of `spec`'s tables. */
export function createSessionStore(spec: SessionStoreSpec) {
  const { sessions, refreshTokens } = spec;

  async function issue(deps: AppDeps, db: Db, owner: SessionOwner, sessionId: string): Promise<TokenResult> {
    const refresh = newToken();
    await db.insert(refreshTokens).values({
      tokenHash: hashToken(refresh),
      sessionId,
      expiresAt: new Date(deps.clock.now().getTime() + deps.config.refreshTokenTtlSeconds * 1000),
    });
    return {
      access_token: await spec.sign(deps, owner, sessionId),
      refresh_token: refresh,
      expires_in: deps.config.accessTokenTtlSeconds,
      token_type: 'Bearer',
    };
  }

  /** Revokes sessions (every one of an owner, or one); how many were still open. */
  async function revoke(db: Db, now: Date, reason: string, where: SessionSelector): Promise<number> {
    const revoked = await db
      .update(sessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(
        and(
          'ownerId' in where ? eq(spec.ownerColumn, where.ownerId) : eq(sessions.id, where.sessionId),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ id: sessions.id });
    return revoked.length;
  }

  /**
   * The pair a used token's refresh issued, when its reuse is the same client's retry within the
   * grace and the new refresh token has not been used since; undefined otherwise.
   */
  async function pairWithinGrace(
    deps: AppDeps,
    db: Db,
    tokenHash: string,
    token: string,
    client: string,
    now: Date,
  ): Promise<TokenResult | undefined> {
    const { usedBy, successor } = refreshTokens;
    if (!spec.reuseGrace || !usedBy || !successor) return undefined;
    const [used] = await db
      .select({ usedAt: refreshTokens.usedAt, usedBy, successor })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    const usedAt = used?.usedAt as Date | null | undefined;
    if (!used || !usedAt || !used.successor || used.usedBy !== client) return undefined;
    if (now.getTime() - usedAt.getTime() > deps.config.refreshReuseGraceSeconds * 1000) return undefined;
    const pair = openPair(token, used.successor as string);
    if (!pair) return undefined;
    const [next] = await db
      .select({ usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(and(eq(refreshTokens.tokenHash, hashToken(pair.refresh_token)), isNull(sessions.revokedAt)));
    if (!next || next.usedAt) return undefined;
    return pair;
  }

  return {
    /** Starts a session for an owner who just proved who they are. */
    start(deps: AppDeps, owner: SessionOwner): Promise<TokenResult> {
      return deps.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const sessionId = randomUUID();
        await db
          .insert(sessions)
          .values({ id: sessionId, [spec.ownerKey]: owner.id, createdAt: deps.clock.now() });
        return issue(deps, db, owner, sessionId);
      });
    },

    revoke,

    /**
     * Exchanges a refresh token for new tokens; a reason string when refused. `client` identifies
     * the caller (`clientFingerprint`): only the client that used a token gets its reuse grace.
     */
    refresh(deps: AppDeps, token: string, client = ''): Promise<TokenResult | string> {
      const now = deps.clock.now();
      const tokenHash = hashToken(token);
      return deps.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const usedBy: SQL = spec.reuseGrace ? sql`, used_by = ${client}` : sql``;
        const [claimed] = await queryRows<{ session_id: string; expires_at: Date | string }>(
          db,
          sql`update ${refreshTokens} set used_at = ${now.toISOString()}${usedBy}
              where token_hash = ${tokenHash} and used_at is null
              returning session_id, expires_at`,
        );
        if (!claimed) {
          const [known] = await db
            .select({ sessionId: refreshTokens.sessionId })
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, tokenHash));
          if (!known) return 'The refresh token is not valid';
          const retried = await pairWithinGrace(deps, db, tokenHash, token, client, now);
          if (retried) return retried;
          // A used token came back: someone replayed it. End the whole family.
          await revoke(db, now, 'refresh token reuse', { sessionId: known.sessionId as string });
          return 'The refresh token was already used; the session has been ended';
        }
        if (new Date(claimed.expires_at).getTime() <= now.getTime()) return 'The refresh token has expired';
        const owner = await spec.ownerOf(db, claimed.session_id);
        if (!owner) return 'The session has ended';
        const issued = await issue(deps, db, owner, claimed.session_id);
        if (spec.reuseGrace)
          await db
            .update(refreshTokens)
            .set({ successor: sealPair(token, issued) })
            .where(eq(refreshTokens.tokenHash, tokenHash));
        return issued;
      });
    },

    /**
     * Logout: revokes the session (refresh-token family) of a refresh token, used or not, and of
     * an access token's session. Unknown tokens change nothing (the answer is the same).
     */
    async end(
      deps: AppDeps,
      ended: { refreshToken?: string | undefined; sessionId?: string | undefined },
    ): Promise<void> {
      const now = deps.clock.now();
      if (ended.refreshToken) {
        const [known] = await deps.db
          .select({ sessionId: refreshTokens.sessionId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(ended.refreshToken)));
        if (known) await revoke(deps.db, now, 'logout', { sessionId: known.sessionId as string });
      }
      if (ended.sessionId) await revoke(deps.db, now, 'logout', { sessionId: ended.sessionId });
    },
  };
}

/** A store of {@link createSessionStore}. */
export type SessionStore = ReturnType<typeof createSessionStore>;
