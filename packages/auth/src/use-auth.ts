import { queryKeys } from '@clubshop/api-sdk/query';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai/react';
import { useCallback } from 'react';
import { useApiClient, useLogger } from './api-client-context.tsx';
import { type AuthState, authStateAtom } from './auth-state.ts';
import { type LoginCredentials, loginWithPassword } from './login.ts';
import { clearTokens } from './token-store.ts';

/** What {@link useAuth} returns. */
export interface UseAuthResult {
  /** `anonymous` or `authenticated` (with the tokens). */
  state: AuthState;
  /** Whether the visitor holds an access token. */
  isLoggedIn: boolean;
  /** Password login; resolves false (and logs why) when it fails. */
  login: (credentials: LoginCredentials) => Promise<boolean>;
  /** Clears the tokens from store and cookies and drops cached user data. */
  logout: () => void;
}

/** The session: its state, login and logout. Needs {@link ApiClientProvider} and a QueryClient. */
export function useAuth(): UseAuthResult {
  const client = useApiClient();
  const logger = useLogger();
  const store = useStore();
  const queryClient = useQueryClient();
  const state = useAtomValue(authStateAtom, { store });

  const login = useCallback(
    async (credentials: LoginCredentials) => {
      const ok = await loginWithPassword(client, store, credentials, logger);
      // Whatever was cached belonged to somebody else (or to nobody).
      if (ok) queryClient.removeQueries({ queryKey: queryKeys.user.all });
      return ok;
    },
    [client, store, logger, queryClient],
  );

  const logout = useCallback(() => {
    clearTokens(store);
    queryClient.removeQueries({ queryKey: queryKeys.user.all });
  }, [store, queryClient]);

  return { state, isLoggedIn: state.status === 'authenticated', login, logout };
}
