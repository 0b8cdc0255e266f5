/**
 * Access tokens: HMAC-SHA256 signed JWTs (`sub` user, `sid` session, `exp`), checked against the
 * app's clock so tests can move time. The session is looked up on every use, so a revoked session
 * (logout of a family, password reset, refresh-token reuse) ends its access tokens at once.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AuthUser, Clock } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import { appSecrets, sessions, users } from './tables.ts';

interface AccessClaims {
  sub: string;
  sid: string;
  email: string;
  iat: number;
  exp: number;
}

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** The signing key, created once and kept in the database (a restart keeps sessions valid). */
export async function loadSigningKey(db: Db): Promise<Buffer> {
  const fromEnv = process.env.JWT_SECRET;
  if (fromEnv) return Buffer.from(fromEnv);
  const created = randomBytes(32).toString('base64url');
  await db.insert(appSecrets).values({ name: 'jwt', value: created }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'));
  return Buffer.from(row?.value ?? created);
}

function sign(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** Signs an access token for a user's session. */
export function signAccessToken(
  key: Buffer,
  clock: Clock,
  ttlSeconds: number,
  user: { id: string; email: string },
  sessionId: string,
): string {
  const iat = Math.floor(clock.now().getTime() / 1000);
  const claims: AccessClaims = {
    sub: user.id,
    sid: sessionId,
    email: user.email,
    iat,
    exp: iat + ttlSeconds,
  };
  const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${sign(key, body)}`;
}

/** Why a token was refused, for the 401 message. */
export type AccessTokenProblem = 'malformed' | 'bad-signature' | 'expired' | 'revoked';

/** Checks signature, expiry and session; the user, or why not. */
export async function verifyAccessToken(
  db: Db,
  key: Buffer,
  clock: Clock,
  token: string,
): Promise<AuthUser | AccessTokenProblem> {
  const parts = token.split('.');
  if (parts.length !== 3) return 'malformed';
  const [head, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(key, `${head}.${payload}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad-signature';
  let claims: AccessClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessClaims;
  } catch {
    return 'malformed';
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= clock.now().getTime()) return 'expired';
  const [session] = await db
    .select({ id: sessions.id, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sid), eq(sessions.userId, claims.sub), isNull(sessions.revokedAt)));
  if (!session) return 'revoked';
  return { id: claims.sub, email: session.email, sessionId: claims.sid };
}
