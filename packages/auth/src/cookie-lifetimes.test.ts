import { describe, expect, it } from 'vitest';
import { loginTokenCookieLifetimes, REFRESHED_TOKEN_COOKIE_LIFETIMES } from './cookie-lifetimes.ts';

describe('loginTokenCookieLifetimes', () => {
  it('divides expires_in by 60 for the access cookie and doubles it for the refresh cookie', () => {
    expect(loginTokenCookieLifetimes(3600)).toEqual({ access: 60, refresh: 120 });
    expect(loginTokenCookieLifetimes(90)).toEqual({ access: 1.5, refresh: 3 });
  });

  it('never goes below one day for the access cookie', () => {
    expect(loginTokenCookieLifetimes(30)).toEqual({ access: 1, refresh: 2 });
    expect(loginTokenCookieLifetimes(0)).toEqual({ access: 1, refresh: 2 });
    expect(loginTokenCookieLifetimes(-600)).toEqual({ access: 1, refresh: 2 });
  });

  it('falls back to the floor when expires_in is missing or not a number', () => {
    expect(loginTokenCookieLifetimes(undefined)).toEqual({ access: 1, refresh: 2 });
    expect(loginTokenCookieLifetimes(Number.NaN)).toEqual({ access: 1, refresh: 2 });
  });
});

describe('REFRESHED_TOKEN_COOKIE_LIFETIMES', () => {
  it('is one day for access and two for refresh', () => {
    expect(REFRESHED_TOKEN_COOKIE_LIFETIMES).toEqual({ access: 1, refresh: 2 });
    expect(Object.isFrozen(REFRESHED_TOKEN_COOKIE_LIFETIMES)).toBe(true);
  });
});
