import type { Store } from 'jotai/vanilla';
import { ANONYMOUS, type AuthState, authStateAtom, authStateFromTokens } from './auth-state.ts';
import { type CookieJar, cookieJarAtom } from './cookie-jar.ts';
import type { TokenCookieLifetimes } from './cookie-lifetimes.ts';
import { clearTokenCookies, type SessionTokens, writeTokenCookies } from './token-cookies.ts';

/** A jotai store: `getDefaultStore()`, `createStore()` or the one given to jotai's `<Provider>`. */
export type AuthStore = Store;

/** The cookie jar the store's session lives in (see {@link cookieJarAtom}). */
export function cookiesOf(store: AuthStore): CookieJar {
  return store.get(cookieJarAtom);
}

/** Stores a token pair: cookies first (the durable copy), then the atom that mirrors them. */
export function storeTokens(store: AuthStore, tokens: SessionTokens, lifetimes: TokenCookieLifetimes): void {
  writeTokenCookies(tokens, lifetimes, cookiesOf(store));
  store.set(authStateAtom, authStateFromTokens(tokens));
}

/** Clears the tokens from cookies and store: the visitor is anonymous afterwards. */
export function clearTokens(store: AuthStore): void {
  clearTokenCookies(cookiesOf(store));
  store.set(authStateAtom, ANONYMOUS);
}

/** The current auth state held in the store. */
export function readAuthState(store: AuthStore): AuthState {
  return store.get(authStateAtom);
}

/** The current access token, or `undefined` for an anonymous visitor. */
export function readAccessToken(store: AuthStore): string | undefined {
  const state = store.get(authStateAtom);
  return state.status === 'authenticated' ? state.accessToken : undefined;
}

/** The current refresh token, or `undefined` when there is none. */
export function readRefreshToken(store: AuthStore): string | undefined {
  const state = store.get(authStateAtom);
  return state.status === 'authenticated' ? state.refreshToken : undefined;
}
