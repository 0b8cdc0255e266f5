'use client';

import { queryKeys } from '@clubshop/api-sdk/query';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai/react';
import { useCallback } from 'react';
import { useApiClient, useLogger } from './api-client-context.tsx';
import { attemptLogin, type LoginAttempt, type LoginCredentials } from './login.ts';
import { logoutSession } from './logout.ts';
import { type UseSessionResult, useSession } from './use-session.ts';

/** What {@link useAuth} returns: the session ({@link useSession}) with login and logout. */
export interface UseAuthResult extends UseSessionResult {
  /** Password login; resolves false (and logs why) when it fails. */
  login: (credentials: LoginCredentials) => Promise<boolean>;
  /**
   * Password login telling why it failed: refused by the server (wrong password, throttled)
   * or the call failed (no answer): only a refusal means "wrong password".
   */
  signIn: (credentials: LoginCredentials) => Promise<LoginAttempt>;
  /**
   * Ends the session on the server (its refresh token and access tokens stop working), then
   * clears the tokens from store and cookies and drops cached user data. Resolves when done;
   * the local logout happens even when the server cannot be reached.
   */
  logout: () => Promise<void>;
}

/**
 * The session: its state (see {@link useSession}), login and logout. Needs
 * {@link ApiClientProvider} and a QueryClient.
 *
 * On start it resumes a session whose access-token cookie expired while the refresh-token cookie
 * is still there (one refresh, shared with every other caller; `isLoggedIn` turns true when it
 * succeeds, a failure logs out), so a returning customer is not shown as logged out; `isResuming`
 * is true meanwhile. When the tab comes back into view it takes over the session other tabs left
 * in the cookies (logged in, out, or refreshed there).
 *
 * @example
 * function AccountLink() {
 *   const { isLoggedIn, isResuming, login, logout } = useAuth();
 *   if (isLoggedIn || isResuming) return <button type="button" onClick={logout}>Logout</button>;
 *   return <button type="button" onClick={() => login({ username: 'fan@club.example', password })}>Login</button>;
 * }
 */
export function useAuth(): UseAuthResult {
  const client = useApiClient();
  const logger = useLogger();
  const store = useStore();
  const queryClient = useQueryClient();
  const session = useSession();

  const signIn = useCallback(
    async (credentials: LoginCredentials) => {
      const attempt = await attemptLogin(client, store, credentials, logger);
      if (attempt.ok) {
        // Whatever was cached belonged to somebody else (or to nobody).
        queryClient.removeQueries({ queryKey: queryKeys.user.all });
        // The next basket call carries the access token: the API then makes the basket the
        // user's and merges their earlier basket into it (decision 0015), so refetch it now.
        void queryClient.invalidateQueries({ queryKey: queryKeys.basket.all });
      }
      return attempt;
    },
    [client, store, logger, queryClient],
  );
  const login = useCallback(
    async (credentials: LoginCredentials) => (await signIn(credentials)).ok,
    [signIn],
  );

  const logout = useCallback(async () => {
    await logoutSession(client, store, logger);
    queryClient.removeQueries({ queryKey: queryKeys.user.all });
  }, [client, store, logger, queryClient]);

  return { ...session, login, signIn, logout };
}
