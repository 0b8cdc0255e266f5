/**
 * The staff's TOTP secrets at rest: AES-256-GCM under a key derived from the API's signing key
 * (HMAC-SHA256 of it with a label, as the staff token key is), so a copy of the database alone
 * (a backup, an export) does not give anyone the second factor. Stored as
 * `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

function keyOf(signingKey: Buffer): Buffer {
  return createHmac('sha256', signingKey).update('clubshop staff two-factor secrets v1').digest();
}

/** Encrypts a TOTP secret for the `staff_two_factor` table. */
export function sealTwoFactorSecret(signingKey: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(signingKey), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Decrypts a sealed TOTP secret; throws when it was sealed under another key or altered. */
export function openTwoFactorSecret(signingKey: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('Not a sealed two-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(signingKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
