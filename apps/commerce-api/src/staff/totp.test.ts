import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, totpCode, verifyTotp } from './totp.ts';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890": the last six of its eight digits.
const secret = base32Encode(Buffer.from('12345678901234567890'));
const vectors: Array<[number, string]> = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('totp', () => {
  it('gives the codes of RFC 6238', () => {
    expect(base32Decode(secret).toString()).toBe('12345678901234567890');
    for (const [seconds, code] of vectors) expect(totpCode(secret, Math.floor(seconds / 30))).toBe(code);
  });

  it('accepts one step either side, and only steps after the last used one', () => {
    const at = new Date(1111111111_000);
    const step = Math.floor(1111111111 / 30);
    expect(verifyTotp(secret, '050471', at)).toBe(step);
    expect(verifyTotp(secret, totpCode(secret, step - 1), at)).toBe(step - 1);
    expect(verifyTotp(secret, totpCode(secret, step + 1), at)).toBe(step + 1);
    expect(verifyTotp(secret, totpCode(secret, step + 2), at)).toBeUndefined();
    expect(verifyTotp(secret, '050471', at, step)).toBeUndefined();
    expect(verifyTotp(secret, '05047', at)).toBeUndefined();
  });
});
