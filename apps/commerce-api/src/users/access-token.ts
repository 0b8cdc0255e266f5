/**
 * Access tokens: JWTs signed and verified by jose with the algorithm pinned to HS256 (a token
 * naming any other `alg`, `none` included, is refused before its signature is looked at),
 * claims `sub` (user), `sid` (session), `email`, `iat`, `exp`, checked against the app's clock so
 * tests can move time. The session is looked up on every use, so a revoked session (logout,
 * password reset, refresh-token reuse) ends its access tokens at once.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AuthUser, Clock } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import { appSecrets, sessions, users } from '../db/tables/users.ts';

/** The one algorithm access tokens are signed and accepted with. */
export const ACCESS_TOKEN_ALGORITHM = 'HS256';

/** The signing key, created once and kept in the database (a restart keeps sessions valid). */
export async function loadSigningKey(db: Db): Promise<Buffer> {
  const fromEnv = process.env.JWT_SECRET;
  if (fromEnv) return Buffer.from(fromEnv);
  const created = randomBytes(32).toString('base64url');
  await db.insert(appSecrets).values({ name: 'jwt', value: created }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'));
  return Buffer.from(row?.value ?? created);
}

const secretKeys = new WeakMap<Buffer, Uint8Array>();

/**
 * The signing key as a Uint8Array of the running realm: jose checks `instanceof Uint8Array`,
 * which a Buffer fails where the global Uint8Array is another realm's (a jsdom test environment).
 */
function secretOf(key: Buffer): Uint8Array {
  let secret = secretKeys.get(key);
  if (!secret) {
    secret = new Uint8Array(key);
    secretKeys.set(key, secret);
  }
  return secret;
}

/** Signs an access token for a user's session. */
export function signAccessToken(
  key: Buffer,
  clock: Clock,
  ttlSeconds: number,
  user: { id: string; email: string },
  sessionId: string,
): Promise<string> {
  const iat = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({ sid: sessionId, email: user.email })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(secretOf(key));
}

/** Why a token was refused, for the 401 message. */
export type AccessTokenProblem = 'malformed' | 'bad-signature' | 'expired' | 'revoked';

function problemOf(error: unknown): AccessTokenProblem {
  if (error instanceof joseErrors.JWTExpired) return 'expired';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'bad-signature';
  // Wrong algorithm, bad encoding, missing or mistyped claims: not a token of ours.
  return 'malformed';
}

/** Checks algorithm, signature, expiry and session; the user, or why not. */
export async function verifyAccessToken(
  db: Db,
  key: Buffer,
  clock: Clock,
  token: string,
): Promise<AuthUser | AccessTokenProblem> {
  let sub: string;
  let sid: string;
  try {
    const { payload } = await jwtVerify(token, secretOf(key), {
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      currentDate: clock.now(),
      requiredClaims: ['sub', 'sid', 'exp'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return 'malformed';
    sub = payload.sub;
    sid = payload.sid;
  } catch (error) {
    return problemOf(error);
  }
  const [session] = await db
    .select({ id: sessions.id, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sid), eq(sessions.userId, sub), isNull(sessions.revokedAt)));
  if (!session) return 'revoked';
  return { id: sub, email: session.email, sessionId: sid };
}
