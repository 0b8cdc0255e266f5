/** The tokens of a login session: random refresh tokens, stored only as their hash. */
import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 of a token (only hashes are stored). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random token (base64url, 256 bits). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What a login or a refresh answers with on success (shoppers and staff alike). */
export interface TokenResult {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
}
