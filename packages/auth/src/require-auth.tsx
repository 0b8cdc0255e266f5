import { useAtomValue, useStore } from 'jotai/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { authStateAtom } from './auth-state.ts';

/** Where the guard sends a visitor without an access token (spec section 6). */
export const LOGIN_PATH = '/login/';

/** Options of {@link useRequireAuth}. */
export interface RequireAuthOptions {
  /** The login route; `/login/` by default. */
  loginPath?: string;
}

/**
 * Guards a protected route, whatever the router: when the visitor has no access token, calls
 * `navigate('/login/')` (in an effect, after render).
 *
 * @param navigate - your router's navigate or redirect function
 * @returns whether the visitor may see the route
 */
export function useRequireAuth(navigate: (path: string) => void, options: RequireAuthOptions = {}): boolean {
  const loginPath = options.loginPath ?? LOGIN_PATH;
  const isLoggedIn = useAtomValue(authStateAtom, { store: useStore() }).status === 'authenticated';
  // Read the newest navigate without making it a reason to navigate again: parents often pass a
  // new function on every render.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });
  useEffect(() => {
    if (!isLoggedIn) navigateRef.current(loginPath);
  }, [isLoggedIn, loginPath]);
  return isLoggedIn;
}

/** Props of {@link RequireAuth}. */
export interface RequireAuthProps extends RequireAuthOptions {
  /** Your router's navigate or redirect function. */
  navigate: (path: string) => void;
  /** What a visitor without a token sees until the navigation happens; nothing by default. */
  fallback?: ReactNode;
  children?: ReactNode;
}

/** Renders its children for a logged-in customer; sends anybody else to `/login/`. */
export function RequireAuth({ navigate, fallback = null, children, ...options }: RequireAuthProps) {
  return useRequireAuth(navigate, options) ? children : fallback;
}
