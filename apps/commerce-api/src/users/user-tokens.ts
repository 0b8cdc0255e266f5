/**
 * The single-use tokens of mails (user_tokens): a confirmation link, a reset link. Only their
 * hash is stored; using one is a conditional UPDATE, so a token works once.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/database.ts';
import { userTokens } from '../db/tables/users.ts';
import { hashToken, newToken } from './sessions.ts';

/** What a mail's token is for. */
export type MailTokenPurpose = 'confirm-email' | 'reset-password';

/** Issues a token of `purpose` for `userId`, valid `ttlSeconds` from `now`; answers the token itself. */
export async function issueMailToken(
  db: Db,
  userId: string,
  purpose: MailTokenPurpose,
  ttlSeconds: number,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db.insert(userTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

/** Uses a single-use token once; answers its user, or undefined for a token unknown, used or expired. */
export async function useToken(
  db: Db,
  token: string,
  purpose: MailTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`update user_tokens set used_at = ${now.toISOString()}
        where token_hash = ${hashToken(token)} and purpose = ${purpose} and used_at is null and expires_at > ${now.toISOString()}
        returning user_id`,
  );
  return rows[0]?.user_id;
}

/** Whether a token of `purpose` is known, unused and unexpired (without using it). */
export async function tokenUsable(
  db: Db,
  token: string,
  purpose: MailTokenPurpose,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from user_tokens
        where token_hash = ${hashToken(token)} and purpose = ${purpose} and used_at is null and expires_at > ${now.toISOString()}`,
  );
  return rows.length > 0;
}

/** Whether a used confirmation token belongs to an account whose address is confirmed. */
export async function confirmedBy(db: Db, token: string): Promise<boolean> {
  const rows = await queryRows<{ confirmed: boolean }>(
    db,
    sql`select u.email_confirmed_at is not null as confirmed from user_tokens t join users u on u.id = t.user_id
        where t.token_hash = ${hashToken(token)} and t.purpose = 'confirm-email' and t.used_at is not null`,
  );
  return rows[0]?.confirmed === true;
}

/** Marks every outstanding reset token of `userId` used (a new password ends the other links). */
export async function useUpResetTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db.execute(
    sql`update user_tokens set used_at = ${now.toISOString()} where user_id = ${userId} and purpose = 'reset-password' and used_at is null`,
  );
}
