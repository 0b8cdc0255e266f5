/**
 * The two tables of a login-session store (`sessions/session-store.ts`, decision 0082), made by
 * one factory for shoppers (`sessions`, `refresh_tokens` in `tables/users.ts`) and staff
 * (`staff_sessions`, `staff_refresh_tokens` in `tables/staff.ts`): a session is a refresh-token
 * family of one owner; revoking it ends every token of the family. A refresh token is used once,
 * then replaced; only its hash is stored.
 */
import {
  type AnyPgColumn,
  index,
  type PgColumnBuilderBase,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { belongsTo } from './columns.ts';

/** Names and owner of one store's tables. */
export interface SessionTablesSpec<
  TSessions extends string,
  TTokens extends string,
  TOwnerKey extends string,
> {
  /** The sessions table (`sessions`, `staff_sessions`). */
  sessions: TSessions;
  /** The refresh-token table (`refresh_tokens`, `staff_refresh_tokens`). */
  refreshTokens: TTokens;
  /** The property naming the owner (`userId`, `staffId`), its column and the owner's id column. */
  ownerKey: TOwnerKey;
  ownerColumn: string;
  owner: () => AnyPgColumn;
  /** The index of the sessions by owner (`sessions_user`, `staff_sessions_staff`). */
  ownerIndex: string;
}

/**
 * The sessions and refresh-token tables of `spec`; `tokenColumns` are the refresh tokens' columns
 * beyond the shared ones (the shoppers' reuse grace keeps `used_by` and `successor`).
 */
export function sessionTables<
  TSessions extends string,
  TTokens extends string,
  TOwnerKey extends string,
  TTokenColumns extends Record<string, PgColumnBuilderBase> = Record<never, PgColumnBuilderBase>,
>(spec: SessionTablesSpec<TSessions, TTokens, TOwnerKey>, tokenColumns?: TTokenColumns) {
  const owner = { [spec.ownerKey]: belongsTo(spec.ownerColumn, spec.owner) } as Record<
    TOwnerKey,
    ReturnType<typeof belongsTo>
  >;
  const sessions = pgTable(
    spec.sessions,
    {
      id: text('id').primaryKey(),
      ...owner,
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      revokedAt: timestamp('revoked_at', { withTimezone: true }),
      revokedReason: text('revoked_reason'),
    },
    (t) => [index(spec.ownerIndex).on(t[spec.ownerKey])],
  );
  const refreshTokens = pgTable(
    spec.refreshTokens,
    {
      tokenHash: text('token_hash').primaryKey(),
      sessionId: belongsTo('session_id', () => sessions.id),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      usedAt: timestamp('used_at', { withTimezone: true }),
      ...(tokenColumns ?? ({} as TTokenColumns)),
    },
    (t) => [index(`${spec.refreshTokens}_session`).on(t.sessionId)],
  );
  return { sessions, refreshTokens };
}
