/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226) for the staff's second factor, with
 * node:crypto alone: HMAC-SHA-1, 6 digits, 30-second steps, the step before and after accepted
 * (a phone's clock a little off). A code is matched to its step so the caller can refuse a step
 * used before (`verifyTotp`'s `after`): a code read over a shoulder cannot be used again.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Seconds per step (RFC 6238's default, what every authenticator app assumes). */
export const totpStepSeconds = 30;
/** Digits of a code. */
export const totpDigits = 6;
/** Steps accepted either side of the current one. */
export const totpWindow = 1;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (how authenticator apps take a secret). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += base32Alphabet[(value << (5 - bits)) & 31];
  return text;
}

/** Decodes base32 (case, spaces and padding ignored); throws on another character. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 character: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The step of a moment. */
export function totpStepOf(at: Date): number {
  return Math.floor(at.getTime() / 1000 / totpStepSeconds);
}

/**
 * The code of a step (RFC 4226 HOTP with the step as counter).
 *
 * @example
 * totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', totpStepOf(new Date(59_000))); // '287082'
 */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] as number) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** totpDigits).padStart(totpDigits, '0');
}

/**
 * The step whose code `code` is, within {@link totpWindow} steps of `at` and later than `after`
 * (the last step used), or undefined. Compared in constant time.
 */
export function verifyTotp(secret: string, code: string, at: Date, after = -1): number | undefined {
  const typed = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(typed)) return undefined;
  const now = totpStepOf(at);
  let matched: number | undefined;
  for (let step = now - totpWindow; step <= now + totpWindow; step++) {
    if (step <= after) continue;
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(typed))) matched ??= step;
  }
  return matched;
}

/**
 * The `otpauth://` URI authenticator apps read (as a QR code or a link): the issuer and the
 * account in the label, the secret and the algorithm, digits and period spelled out.
 */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(totpDigits),
    period: String(totpStepSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
