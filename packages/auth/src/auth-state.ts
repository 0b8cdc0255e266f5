import { atomWithLazy } from 'jotai/utils';
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

/**
 * The jotai mirror of the token cookies. Each store reads the cookies the first time the atom is
 * used (so nothing runs at import time and server rendering sees an anonymous visitor); after
 * that, {@link storeTokens} and {@link clearTokens} keep cookies and atom in step.
 */
export const authStateAtom = atomWithLazy<AuthState>(() => authStateFromTokens(readTokenCookies()));
