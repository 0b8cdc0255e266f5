import type { ApiClient } from './api-client.ts';
import { consoleLogger, type Logger } from './logger.ts';
import { readRefreshTokenCookie } from './token-cookies.ts';
import { type AuthStore, clearTokens, cookiesOf, readRefreshToken } from './token-store.ts';

/**
 * Logs out: asks the server to end the session (`POST /api/users/logout` with the refresh token,
 * which revokes its whole family, so neither it nor the session's access tokens work any more),
 * then clears the tokens from cookies and store. The visitor is logged out locally even when the
 * server cannot be reached (the failure is logged).
 *
 * @example
 * await logoutSession(client, store);
 */
export async function logoutSession(
  client: Pick<ApiClient, 'users'>,
  store: AuthStore,
  logger: Logger = consoleLogger,
): Promise<void> {
  // The cookie's refresh token is the newest of the browser (another tab may have rotated it); in
  // the server-held mode the store's jar reads the placeholder the server swaps for it.
  const refreshToken = readRefreshTokenCookie(cookiesOf(store)) ?? readRefreshToken(store);
  try {
    if (refreshToken) await client.users.logout({ refresh_token: refreshToken });
  } catch (error) {
    logger.error('ClubShop logout: the server could not end the session', error);
  } finally {
    clearTokens(store);
  }
}
