'use client';

import { useAtomValue, useStore } from 'jotai/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { authStateAtom } from './auth-state.ts';
import { canResumeSession, resumeSession } from './session-resume.ts';

/** Where the guard sends a visitor without a session (docs/product/requirements.md#roles). */
export const LOGIN_PATH = '/login/';

/** Options of {@link useRequireAuth}. */
export interface RequireAuthOptions {
  /** The login route; `/login/` by default. */
  loginPath?: string;
}

/**
 * Guards a protected route, whatever the router. A logged-in customer may see it. A visitor
 * whose access-token cookie expired while the refresh-token cookie is still there gets the session
 * resumed first (one refresh, shared with any other caller); only when that fails, or when there
 * is nothing to resume, does it call `navigate('/login/')` (in an effect, after render).
 *
 * @param navigate - your router's navigate or redirect function
 * @returns whether the visitor may see the route (false while a resume runs)
 */
export function useRequireAuth(navigate: (path: string) => void, options: RequireAuthOptions = {}): boolean {
  const loginPath = options.loginPath ?? LOGIN_PATH;
  const store = useStore();
  const isLoggedIn = useAtomValue(authStateAtom, { store }).status === 'authenticated';
  // Read the newest navigate without making it a reason to navigate again: parents often pass a
  // new function on every render.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });
  useEffect(() => {
    if (isLoggedIn) return;
    if (!canResumeSession(store)) {
      navigateRef.current(loginPath);
      return;
    }
    let current = true;
    // A resumed session shows up through the atom (this hook renders again); a failed one has
    // logged out, so the visitor goes to the login.
    void resumeSession(store).then((resumed) => {
      if (current && !resumed) navigateRef.current(loginPath);
    });
    return () => {
      current = false;
    };
  }, [isLoggedIn, loginPath, store]);
  return isLoggedIn;
}

/** Props of {@link RequireAuth}. */
export interface RequireAuthProps extends RequireAuthOptions {
  /** Your router's navigate or redirect function. */
  navigate: (path: string) => void;
  /**
   * What the visitor sees while the session is resumed or until the navigation to the login
   * happens; nothing by default.
   */
  fallback?: ReactNode;
  children?: ReactNode;
}

/**
 * Renders its children for a logged-in customer; resumes an expired session from the
 * refresh-token cookie first; sends anybody else to `/login/`.
 *
 * @example
 * // react-router: const navigate = useNavigate();
 * <RequireAuth navigate={navigate} fallback={<Spinner />}>
 *   <ProfilePage />
 * </RequireAuth>
 */
export function RequireAuth({ navigate, fallback = null, children, ...options }: RequireAuthProps) {
  return useRequireAuth(navigate, options) ? children : fallback;
}
