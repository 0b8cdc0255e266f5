import type { AuthAdapter, AuthenticateRequest, AuthenticateResponse } from '@clubshop/api-sdk';
import { getDefaultStore } from 'jotai/vanilla';
import { REFRESHED_TOKEN_COOKIE_LIFETIMES } from './cookie-lifetimes.ts';
import { consoleLogger, type Logger } from './logger.ts';
import { registerSessionRefresher } from './session-resume.ts';
import { withSessionRefreshLock } from './shared-session.ts';
import { readRefreshTokenCookie } from './token-cookies.ts';
import {
  type AuthStore,
  clearTokens,
  cookiesOf,
  readAccessToken,
  readRefreshToken,
  storeTokens,
} from './token-store.ts';

/**
 * What the api-sdk client asks of the session (its `auth` option, api-sdk's `AuthAdapter`):
 * the access token, a refresh, a logout.
 */
export interface ClientAuth extends AuthAdapter {
  /** Ends the session: tokens leave store and cookies. */
  logout(): void;
}

/** Options of {@link createAuthBridge}. */
export interface AuthBridgeOptions {
  /**
   * Calls `POST /api/users/authenticate`; usually `(grant) => client.users.authenticate(grant)`
   * on the client the bridge is given to (the closure reads `client` only when a refresh runs).
   */
  authenticate: (request: AuthenticateRequest) => Promise<AuthenticateResponse>;
  /** The jotai store the hooks read: the default store unless the app uses jotai's `<Provider store>`. */
  store?: AuthStore;
  /** Where a failed refresh is reported; the console by default. */
  logger?: Logger;
  /** Called after the session ended (failed refresh or logout), e.g. to drop cached user data. */
  onLogout?: () => void;
}

/**
 * The `auth` option of `createClient()`: reads the access token from the session, refreshes it
 * with `grant_type: "refresh_token"` (success stores the new pair with cookie lifetimes 1 and 2
 * days; failure logs out), and logs out. The client runs one refresh at a time on a 401 and
 * retries the waiting requests; the bridge itself also runs one refresh at a time, so a session
 * resumed from the refresh-token cookie (the guard, `useAuth`) shares it with the client's. Tabs
 * share the session: a refresh uses the refresh-token cookie (the newest, whichever tab rotated
 * it) under a browser-wide Web Lock, so no tab ever sends a refresh token another already used.
 *
 * @example
 * const auth = createAuthBridge({ authenticate: (grant) => client.users.authenticate(grant) });
 * const client = createClient({ hosts, context, auth });
 */
export function createAuthBridge(options: AuthBridgeOptions): ClientAuth {
  const store = options.store ?? getDefaultStore();
  const logger = options.logger ?? consoleLogger;
  const logout = () => {
    clearTokens(store);
    options.onLogout?.();
  };

  const runRefresh = async (): Promise<string | undefined> => {
    // The cookie's refresh token: the newest of the browser, which another tab may have rotated
    // since this store read it (see shared-session.ts); the store's when there is no cookie.
    const refreshToken = readRefreshTokenCookie(cookiesOf(store)) ?? readRefreshToken(store);
    if (!refreshToken) {
      logout();
      return undefined;
    }
    try {
      const response = await options.authenticate({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
      if (response.isSuccess && response.result) {
        storeTokens(
          store,
          { accessToken: response.result.access_token, refreshToken: response.result.refresh_token },
          REFRESHED_TOKEN_COOKIE_LIFETIMES,
        );
        return response.result.access_token;
      }
      logger.error('ClubShop token refresh refused', response.error ?? 'no tokens in the answer');
    } catch (error) {
      logger.error('ClubShop token refresh failed', error);
    }
    logout();
    return undefined;
  };

  // One refresh at a time: the api client's 401s, the guard and useAuth's resume all join the
  // refresh in flight (a refresh token is single-use, a second one would be refused), and other
  // tabs' refreshes wait for the browser-wide lock.
  let inFlight: Promise<string | undefined> | undefined;
  const refresh = (): Promise<string | undefined> => {
    inFlight ??= withSessionRefreshLock(runRefresh).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
  registerSessionRefresher(store, refresh);

  return { getAccessToken: () => readAccessToken(store), refresh, logout };
}
