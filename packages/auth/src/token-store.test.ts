import { createStore } from 'jotai/vanilla';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { authStateAtom } from './auth-state.ts';
import { loginTokenCookieLifetimes } from './cookie-lifetimes.ts';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from './token-cookies.ts';
import { clearTokens, readAccessToken, readAuthState, readRefreshToken, storeTokens } from './token-store.ts';

afterEach(() => {
  Cookies.remove(ACCESS_TOKEN_COOKIE, { path: '/' });
  Cookies.remove(REFRESH_TOKEN_COOKIE, { path: '/' });
  localStorage.clear();
});

describe('token store', () => {
  it('starts anonymous when there are no cookies', () => {
    const store = createStore();
    expect(readAuthState(store)).toEqual({ status: 'anonymous' });
    expect(readAccessToken(store)).toBeUndefined();
  });

  it('mirrors cookies that were already there when the store first reads the atom', () => {
    Cookies.set(ACCESS_TOKEN_COOKIE, 'a1', { path: '/' });
    Cookies.set(REFRESH_TOKEN_COOKIE, 'r1', { path: '/' });
    const store = createStore();
    expect(store.get(authStateAtom)).toEqual({
      status: 'authenticated',
      accessToken: 'a1',
      refreshToken: 'r1',
    });
  });

  it('writes both tokens to cookies and the atom, never to localStorage', () => {
    const store = createStore();
    storeTokens(store, { accessToken: 'a2', refreshToken: 'r2' }, loginTokenCookieLifetimes(3600));
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe('a2');
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBe('r2');
    expect(readAccessToken(store)).toBe('a2');
    expect(readRefreshToken(store)).toBe('r2');
    expect(localStorage.length).toBe(0);
  });

  it('a later store sees tokens written by an earlier one (the cookies are the durable copy)', () => {
    storeTokens(createStore(), { accessToken: 'a3', refreshToken: 'r3' }, { access: 1, refresh: 2 });
    expect(readAccessToken(createStore())).toBe('a3');
  });

  it('clears cookies and state on logout', () => {
    const store = createStore();
    storeTokens(store, { accessToken: 'a4', refreshToken: 'r4' }, { access: 1, refresh: 2 });
    clearTokens(store);
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBeUndefined();
    expect(readAuthState(store)).toEqual({ status: 'anonymous' });
    expect(readAuthState(createStore())).toEqual({ status: 'anonymous' });
  });

  it('drops a stale refresh cookie when a new pair comes without one', () => {
    const store = createStore();
    storeTokens(store, { accessToken: 'a5', refreshToken: 'r5' }, { access: 1, refresh: 2 });
    storeTokens(store, { accessToken: 'a6' }, { access: 1, refresh: 2 });
    expect(Cookies.get(REFRESH_TOKEN_COOKIE)).toBeUndefined();
    expect(readRefreshToken(store)).toBeUndefined();
  });
});
