import type { ApiErrorItem } from '@clubshop/api-sdk';
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
 * How a login went: logged in; `refused` by the server (wrong password, a locked account: `error`
 * names why with its dictionary code when the server said so); or `failed` because the call
 * itself failed (`error` is what was thrown: no answer, a server error...). A shop tells the
 * shopper "wrong password" only for a refusal.
 */
export type LoginAttempt =
  | { ok: true }
  | { ok: false; reason: 'refused'; error: ApiErrorItem | undefined }
  | { ok: false; reason: 'failed'; error: unknown };

/**
 * Logs in with `grant_type: "password"` and stores the tokens (cookies with the login lifetimes
 * of docs/product/requirements.md#constants, and the store's atom), telling a refusal from a failed
 * call.
 *
 * @example
 * const attempt = await attemptLogin(client, store, { username, password });
 * if (!attempt.ok && attempt.reason === 'failed') showOffline();
 */
export async function attemptLogin(
  client: Pick<ApiClient, 'users'>,
  store: AuthStore,
  credentials: LoginCredentials,
  logger: Logger = consoleLogger,
): Promise<LoginAttempt> {
  try {
    const response = await client.users.authenticate({
      grant_type: 'password',
      username: credentials.username,
      password: credentials.password,
    });
    if (!response.isSuccess || !response.result) {
      logger.error('ClubShop login failed', response.error ?? 'no tokens in the answer');
      const error = response.errors?.[0] ?? (response.error ? { message: response.error } : undefined);
      return { ok: false, reason: 'refused', error };
    }
    const { access_token, refresh_token, expires_in } = response.result;
    storeTokens(
      store,
      { accessToken: access_token, refreshToken: refresh_token },
      loginTokenCookieLifetimes(expires_in),
    );
    return { ok: true };
  } catch (error) {
    logger.error('ClubShop login failed', error);
    return { ok: false, reason: 'failed', error };
  }
}

/**
 * Logs in with `grant_type: "password"` and stores the tokens (cookies with the login lifetimes
 * of docs/product/requirements.md#constants, and the store's atom).
 *
 * @returns true when logged in; false, after logging why, when the server says no (`isSuccess`
 * false or no `result`) or the call fails (docs/product/requirements.md#errors).
 * {@link attemptLogin} tells the two apart.
 */
export async function loginWithPassword(
  client: Pick<ApiClient, 'users'>,
  store: AuthStore,
  credentials: LoginCredentials,
  logger: Logger = consoleLogger,
): Promise<boolean> {
  return (await attemptLogin(client, store, credentials, logger)).ok;
}
