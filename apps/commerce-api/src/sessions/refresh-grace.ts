/**
 * What a refresh token's use issued, kept for the reuse grace: the new token pair encrypted with
 * AES-256-GCM under a key derived (HKDF-SHA256) from the used refresh token itself. Only its
 * hash is stored, so only the client holding the token can read the pair back; a database
 * reader cannot.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** A token pair as the authenticate answer carries it. */
export interface StoredPair {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
}

function keyOf(refreshToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', refreshToken, '', 'clubshop refresh reuse grace', 32));
}

/** Encrypts the pair a refresh token's use issued, under that token. */
export function sealPair(refreshToken: string, pair: StoredPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(refreshToken), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The pair sealed under `refreshToken`, or undefined when it does not open. */
export function openPair(refreshToken: string, sealed: string): StoredPair | undefined {
  const [iv, data, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !data || !tag) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(refreshToken), iv);
    decipher.setAuthTag(tag);
    return JSON.parse(
      Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8'),
    ) as StoredPair;
  } catch {
    return undefined;
  }
}

/** Who a client is for the grace: a hash of its address and user agent. */
export function clientFingerprint(address: string, userAgent: string | undefined): string {
  return createHash('sha256')
    .update(`${address}\n${userAgent ?? ''}`)
    .digest('base64url');
}
