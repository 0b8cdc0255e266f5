import { queryKeys } from '@clubshop/api-sdk/query';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai/react';
import { useCallback, useEffect, useState } from 'react';
import { useApiClient, useLogger } from './api-client-context.tsx';
import { type AuthState, authStateAtom } from './auth-state.ts';
import { type LoginCredentials, loginWithPassword } from './login.ts';
import { logoutSession } from './logout.ts';
import { canResumeSession, resumeSession } from './session-resume.ts';
import { adoptCookieSession } from './shared-session.ts';

/** What {@link useAuth} returns. */
export interface UseAuthResult {
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
  /** Password login; resolves false (and logs why) when it fails. */
  login: (credentials: LoginCredentials) => Promise<boolean>;
  /**
   * Ends the session on the server (its refresh token and access tokens stop working), then
   * clears the tokens from store and cookies and drops cached user data. Resolves when done;
   * the local logout happens even when the server cannot be reached.
   */
  logout: () => Promise<void>;
}

/**
 * The session: its state, login and logout. Needs {@link ApiClientProvider} and a QueryClient.
 *
 * On start it resumes a session whose access-token cookie expired while the refresh-token cookie
 * is still there (one refresh, shared with every other caller; `isLoggedIn` turns true when it
 * succeeds, a failure logs out), so a returning customer is not shown as logged out; `isResuming`
 * is true meanwhile. When the tab comes back into view it takes over the session other tabs left
 * in the cookies (logged in, out, or refreshed there).
 */
export function useAuth(): UseAuthResult {
  const client = useApiClient();
  const logger = useLogger();
  const store = useStore();
  const queryClient = useQueryClient();
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

  const login = useCallback(
    async (credentials: LoginCredentials) => {
      const ok = await loginWithPassword(client, store, credentials, logger);
      if (ok) {
        // Whatever was cached belonged to somebody else (or to nobody).
        queryClient.removeQueries({ queryKey: queryKeys.user.all });
        // The next basket call carries the access token: the API then makes the basket the
        // user's and merges their earlier basket into it (decision 0015), so refetch it now.
        void queryClient.invalidateQueries({ queryKey: queryKeys.basket.all });
      }
      return ok;
    },
    [client, store, logger, queryClient],
  );

  const logout = useCallback(async () => {
    await logoutSession(client, store, logger);
    queryClient.removeQueries({ queryKey: queryKeys.user.all });
  }, [client, store, logger, queryClient]);

  return { state, isLoggedIn: state.status === 'authenticated', isResuming, login, logout };
}
