'use client';

import { useAtomValue, useStore } from 'jotai/react';
import { useEffect, useState } from 'react';
import { type AuthState, authStateAtom } from './auth-state.ts';
import { canResumeSession, resumeSession } from './session-resume.ts';
import { adoptCookieSession } from './shared-session.ts';

/** What {@link useSession} returns. */
export interface UseSessionResult {
  /** `anonymous` or `authenticated` (with the tokens). */
  state: AuthState;
  /** Whether the visitor holds an access token. */
  isLoggedIn: boolean;
  /**
   * True while the session is being resumed from the refresh-token cookie (see
   * {@link resumeSession}): `isLoggedIn` is still false, but a returning customer almost always
   * is, so a header shows the account rather than "Login" meanwhile.
   */
  isResuming: boolean;
}

/**
 * The session as a page shows it (logged in or not), without login and logout: what a header
 * needs, and all it loads. `useAuth()` adds login and logout.
 *
 * On start it resumes a session whose access-token cookie expired while the refresh-token cookie
 * is still there (one refresh, shared with every other caller; `isLoggedIn` turns true when it
 * succeeds, a failure logs out), so a returning customer is not shown as logged out; `isResuming`
 * is true meanwhile. When the tab comes back into view it takes over the session other tabs left
 * in the cookies (logged in, out, or refreshed there).
 *
 * @example
 * const { isLoggedIn, isResuming } = useSession();
 * return <AccountLink loggedIn={isLoggedIn || isResuming} />;
 */
export function useSession(): UseSessionResult {
  const store = useStore();
  const state = useAtomValue(authStateAtom, { store });

  const [isResuming, setResuming] = useState(() => state.status === 'anonymous' && canResumeSession(store));
  useEffect(() => {
    if (state.status !== 'anonymous' || !canResumeSession(store)) {
      setResuming(false);
      return;
    }
    let current = true;
    setResuming(true);
    void resumeSession(store).finally(() => {
      if (current) setResuming(false);
    });
    return () => {
      current = false;
    };
  }, [state.status, store]);

  // Back in view, the tab takes over what other tabs did to the session (login, logout, refresh).
  useEffect(() => {
    const adopt = () => {
      if (document.visibilityState === 'visible') adoptCookieSession(store);
    };
    document.addEventListener('visibilitychange', adopt);
    window.addEventListener('focus', adopt);
    return () => {
      document.removeEventListener('visibilitychange', adopt);
      window.removeEventListener('focus', adopt);
    };
  }, [store]);

  return { state, isLoggedIn: state.status === 'authenticated', isResuming };
}
