/**
 * A staff member's authenticator app, as RFC 6238 defines it (HMAC-SHA-1, 6 digits, 30-second
 * steps): the code of a base32 secret for a step. Written here from the RFC, not imported from the
 * API, so the rerun is a client of its own.
 */
import { createHmac } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(secret: string): Buffer {
  let bits = '';
  for (const character of secret.replace(/=+$/, '').toUpperCase()) {
    const value = ALPHABET.indexOf(character);
    if (value < 0) throw new Error(`not base32: ${character}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let at = 0; at + 8 <= bits.length; at += 8) bytes.push(Number.parseInt(bits.slice(at, at + 8), 2));
  return Buffer.from(bytes);
}

/** The 30-second step of `time`. */
export const stepOf = (time = Date.now()) => Math.floor(time / 30_000);

/** The 6-digit code of `secret` for `step`. */
export function codeOf(secret: string, step = stepOf()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}
