/** Basket tokens and line ids. */
import { randomBytes } from 'node:crypto';

/** A new basket token: 24 random bytes, base64url (32 characters), unguessable. */
export function newBasketToken(): string {
  return randomBytes(24).toString('base64url');
}

/** A new id for a basket or order line (random, so ids reveal nothing about other baskets). */
export function newLineId(): string {
  return randomBytes(9).toString('base64url');
}
