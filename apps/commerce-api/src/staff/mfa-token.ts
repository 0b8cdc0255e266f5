/**
 * The short-lived token between the two steps of a staff sign-in (decision 0074): the password
 * grant of a member with a second factor answers 401 `mfa_required` with an `mfa_token`, and the
 * `mfa` grant trades it and a code for the session's tokens. A JWT of its own audience, signed
 * with a key derived for it alone (never accepted as an access token), valid five minutes, bound
 * to the member's password hash: a password changed in between voids it.
 */
import { createHash, createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../app-env.ts';
import { ACCESS_TOKEN_ALGORITHM } from '../users/access-token.ts';

/** The audience of the token between the password and the second factor. */
export const MFA_TOKEN_AUDIENCE = 'clubshop-admin-mfa';

/** How long a member has to type the code after the password, seconds. */
export const mfaTokenTtlSeconds = 5 * 60;

function keyOf(signingKey: Buffer): Uint8Array {
  return new Uint8Array(createHmac('sha256', signingKey).update('clubshop staff mfa tokens v1').digest());
}

/** A short fingerprint of the password hash (never the hash itself). */
function passwordMark(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
}

/** Signs the token of a member who proved their password. */
export function signMfaToken(
  signingKey: Buffer,
  clock: Clock,
  member: { id: string; passwordHash: string },
): Promise<string> {
  const iat = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({ pwd: passwordMark(member.passwordHash) })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: 'JWT' })
    .setSubject(member.id)
    .setAudience(MFA_TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + mfaTokenTtlSeconds)
    .sign(keyOf(signingKey));
}

/** The member id of a valid token and the password mark it was made under, or undefined. */
export async function verifyMfaToken(
  signingKey: Buffer,
  clock: Clock,
  token: string,
): Promise<{ staffId: string; matchesPassword: (passwordHash: string) => boolean } | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(signingKey), {
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      audience: MFA_TOKEN_AUDIENCE,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'exp', 'aud'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.pwd !== 'string') return undefined;
    const mark = payload.pwd;
    return { staffId: payload.sub, matchesPassword: (hash) => passwordMark(hash) === mark };
  } catch {
    return undefined;
  }
}
