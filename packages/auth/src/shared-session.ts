/**
 * One session, several tabs. The token cookies belong to the whole browser, while each tab keeps
 * its own copy of them in its jotai store. Refresh tokens rotate and a reused one ends the
 * session (the API's defence against stolen tokens), so a tab that refreshed with the refresh
 * token its store loaded at start, after another tab had already used it, would log the shopper
 * out everywhere. Hence:
 * - a refresh always uses the cookies' refresh token (the newest), and runs under a browser-wide
 *   lock (Web Locks) so two tabs never spend the same one at once;
 * - a tab that comes back into view takes over the cookies' session: logged in or out, or
 *   refreshed, in another tab.
 */
import { type AuthState, authStateAtom, authStateFromTokens } from './auth-state.ts';
import { readRefreshTokenCookie, readTokenCookies } from './token-cookies.ts';
import { type AuthStore, cookiesOf, readAuthState } from './token-store.ts';

/** Name of the Web Lock every tab's refresh runs under. */
export const SESSION_REFRESH_LOCK = 'clubshop-session-refresh';

interface LockManagerLike {
  request: <T>(name: string, callback: () => Promise<T>) => Promise<T>;
}

/**
 * Runs `task` holding the browser-wide refresh lock, so the refreshes of all tabs run one after
 * another; runs it at once where the Web Locks API is missing (server rendering, old browsers).
 */
export function withSessionRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ? locks.request(SESSION_REFRESH_LOCK, task) : task();
}

/** Whether two states hold the same tokens (or are both anonymous). */
function sameSession(a: AuthState, b: AuthState): boolean {
  if (a.status === 'anonymous' || b.status === 'anonymous') return a.status === b.status;
  return a.accessToken === b.accessToken && a.refreshToken === b.refreshToken;
}

/**
 * Takes the cookies' session into the store when it differs: tokens another tab refreshed or
 * logged in with replace the store's; when both cookies are gone (logged out in another tab, or
 * expired) the store turns anonymous. A store holding tokens while only the refresh-token cookie
 * is left is kept: that session is resumed on the next refresh, not ended.
 *
 * @returns the store's state afterwards
 */
export function adoptCookieSession(store: AuthStore): AuthState {
  const current = readAuthState(store);
  const jar = cookiesOf(store);
  const cookies = readTokenCookies(jar);
  if (cookies) {
    const fromCookies = authStateFromTokens(cookies);
    if (!sameSession(current, fromCookies)) store.set(authStateAtom, fromCookies);
  } else if (current.status === 'authenticated' && readRefreshTokenCookie(jar) === undefined) {
    store.set(authStateAtom, authStateFromTokens(undefined));
  }
  return readAuthState(store);
}
