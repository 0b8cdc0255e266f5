import { atom } from 'jotai/vanilla';
import { cookieJarAtom } from './cookie-jar.ts';
import { readTokenCookies, type SessionTokens } from './token-cookies.ts';

/** A visitor without an access token. */
export interface AnonymousState {
  status: 'anonymous';
}

/** A logged-in customer: holds an access token (and usually a refresh token). */
export interface AuthenticatedState extends SessionTokens {
  status: 'authenticated';
}

/** The two states of spec section 6: anonymous visitor or logged-in user. */
export type AuthState = AnonymousState | AuthenticatedState;

/** The anonymous state, shared so that equality checks stay cheap. */
export const ANONYMOUS: AnonymousState = Object.freeze({ status: 'anonymous' });

/** Builds the state that mirrors the given tokens. */
export function authStateFromTokens(tokens: SessionTokens | undefined): AuthState {
  return tokens ? { status: 'authenticated', ...tokens } : ANONYMOUS;
}

// What was stored since the store first read the cookies (undefined: nothing yet).
const storedAuthStateAtom = atom<AuthState | undefined>(undefined);

/**
 * The jotai mirror of the token cookies. Each store reads its cookie jar ({@link cookieJarAtom}:
 * the browser's, or the request's on a server) the first time the atom is used, so nothing runs
 * at import time; after that, {@link storeTokens} and {@link clearTokens} keep cookies and atom
 * in step (writing the atom sets the state without touching cookies).
 */
export const authStateAtom = atom(
  (get): AuthState => get(storedAuthStateAtom) ?? authStateFromTokens(readTokenCookies(get(cookieJarAtom))),
  (_get, set, next: AuthState) => set(storedAuthStateAtom, next),
);
