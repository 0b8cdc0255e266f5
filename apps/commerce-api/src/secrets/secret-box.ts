/**
 * Secrets the API keeps in its database for later use (a site's Stripe keys), sealed at rest with
 * AES-256-GCM under the key of CLUBSHOP_SECRETS_KEY (decision 0115): a sealed value is
 * `sealed:v1:<iv>:<tag>:<ciphertext>` (base64url), each seal with a fresh 12-byte IV, so the
 * same secret never reads the same twice and a changed byte fails to open.
 *
 * Without CLUBSHOP_SECRETS_KEY, development and tests seal under a fixed development key (the
 * rows are still not plaintext, but the key is public: never for real keys); production has no
 * key then (`secretsKeyOf` answers undefined) and nothing is stored (the admin API refuses).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const prefix = 'sealed:v1:';

/** The key development and tests seal under when CLUBSHOP_SECRETS_KEY is unset (public, never for real keys). */
export const developmentSecretsKey: Buffer = createHash('sha256')
  .update('clubshop development secrets key: never for real keys')
  .digest();

/**
 * The 32-byte key of a CLUBSHOP_SECRETS_KEY value (base64 or hex of 32 bytes), checked by the
 * environment's schema; undefined when it is not one.
 */
export function secretsKeyFromText(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined;
  const bytes = Buffer.from(trimmed, 'base64');
  return bytes.length === 32 ? bytes : undefined;
}

/**
 * The key secrets are sealed under: the configured one, else the development key outside
 * production, else none (production without CLUBSHOP_SECRETS_KEY stores no secret).
 */
export function secretsKeyOf(configured: Buffer | undefined, production: boolean): Buffer | undefined {
  return configured ?? (production ? undefined : developmentSecretsKey);
}

/** Whether a stored value is sealed (else it is a plaintext row of an earlier version). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(prefix);
}

/** `secret` sealed under `key` (a fresh IV each time). */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return `${prefix}${parts.join(':')}`;
}

/** Thrown when a sealed value cannot be opened: no key, another key, or a changed value. */
export class SecretUnreadable extends Error {
  override readonly name = 'SecretUnreadable';
}

/**
 * The secret of a stored value: opened under `key` when sealed, as it is when a plaintext row of
 * an earlier version (until `start` seals it). Throws `SecretUnreadable` when it cannot be opened.
 */
export function openSecret(key: Buffer | undefined, stored: string): string {
  if (!isSealed(stored)) return stored;
  if (!key) throw new SecretUnreadable('a sealed secret and no CLUBSHOP_SECRETS_KEY to open it');
  const [iv, tag, body] = stored
    .slice(prefix.length)
    .split(':')
    .map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new SecretUnreadable('a sealed secret of the wrong shape');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretUnreadable('a sealed secret that this CLUBSHOP_SECRETS_KEY does not open');
  }
}
