import { describe, expect, it } from 'vitest';
import { cookieAttributes } from './cookie-attributes.ts';

describe('cookieAttributes', () => {
  it('writes path /, SameSite=Lax and the lifetime in days', () => {
    expect(cookieAttributes(90, 'http:')).toEqual({ expires: 90, path: '/', sameSite: 'Lax', secure: false });
  });

  it('is Secure only when the page is served over https', () => {
    expect(cookieAttributes(1, 'https:').secure).toBe(true);
    expect(cookieAttributes(1, 'http:').secure).toBe(false);
    expect(cookieAttributes(1, undefined).secure).toBe(false);
  });

  it("reads the page's protocol by default", () => {
    // vitest's jsdom page is served from http://localhost
    expect(location.protocol).toBe('http:');
    expect(cookieAttributes(2).secure).toBe(false);
  });
});
