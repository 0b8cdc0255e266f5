import type { ApiClient } from './api-client.ts';
import { loginTokenCookieLifetimes } from './cookie-lifetimes.ts';
import { consoleLogger, type Logger } from './logger.ts';
import { type AuthStore, storeTokens } from './token-store.ts';

/** What a customer types to log in. */
export interface LoginCredentials {
  /** The account's email address. */
  username: string;
  password: string;
}

/**
 * Logs in with `grant_type: "password"` and stores the tokens (cookies with the login lifetimes
 * of spec section 9, and the store's atom).
 *
 * @returns true when logged in; false, after logging why, when the server says no (`isSuccess`
 * false or no `result`) or the call fails (spec section 8).
 */
export async function loginWithPassword(
  client: Pick<ApiClient, 'users'>,
  store: AuthStore,
  credentials: LoginCredentials,
  logger: Logger = consoleLogger,
): Promise<boolean> {
  try {
    const response = await client.users.authenticate({
      grant_type: 'password',
      username: credentials.username,
      password: credentials.password,
    });
    if (!response.isSuccess || !response.result) {
      logger.error('ClubShop login failed', response.error ?? 'no tokens in the answer');
      return false;
    }
    const { access_token, refresh_token, expires_in } = response.result;
    storeTokens(
      store,
      { accessToken: access_token, refreshToken: refresh_token },
      loginTokenCookieLifetimes(expires_in),
    );
    return true;
  } catch (error) {
    logger.error('ClubShop login failed', error);
    return false;
  }
}
