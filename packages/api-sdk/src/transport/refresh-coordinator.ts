import { SessionExpiredError } from '../errors/session-expired-error.ts';
import type { AuthAdapter } from './types.ts';

/** Gives a request that got a 401 the access token to retry with. */
export interface RefreshCoordinator {
  /**
   * Resolves the access token to retry with after a 401 on a request sent with `usedToken`;
   * rejects with {@link SessionExpiredError} when the refresh failed (the user is logged out).
   */
  renew(usedToken: string | undefined, operation: string): Promise<string>;
}

/**
 * One refresh at a time for any number of requests.
 *
 * - A refresh in flight is joined, never doubled.
 * - A request sent with an older token than the current one (its 401 arrived after someone else
 *   refreshed) retries with the current token without refreshing again.
 * - A refresh that resolves undefined or rejects calls `auth.logout()` once; every waiter, and
 *   every late 401 of a request sent with the same dead token, fails with SessionExpiredError
 *   without another refresh or logout.
 */
export function createRefreshCoordinator(auth: AuthAdapter): RefreshCoordinator {
  let inFlight: Promise<string | undefined> | undefined;
  let deadToken: { token: string | undefined } | undefined;

  const expired = (operation: string, cause?: unknown) =>
    new SessionExpiredError(`${operation}: the session expired and could not be renewed; logged out`, {
      operation,
      cause,
    });

  const runRefresh = async (usedToken: string | undefined): Promise<string | undefined> => {
    let token: string | undefined;
    let failure: unknown;
    try {
      token = await auth.refresh();
    } catch (error) {
      failure = error;
    }
    if (token) {
      deadToken = undefined;
      return token;
    }
    deadToken = { token: usedToken };
    try {
      await auth.logout();
    } catch {
      // Logging out is best effort; the waiters fail with SessionExpiredError either way.
    }
    if (failure !== undefined) throw failure;
    return undefined;
  };

  return {
    async renew(usedToken, operation) {
      if (!inFlight) {
        const current = auth.getAccessToken();
        if (current && current !== usedToken) return current;
        if (deadToken && deadToken.token === usedToken) throw expired(operation);
        inFlight = runRefresh(usedToken).finally(() => {
          inFlight = undefined;
        });
      }
      let token: string | undefined;
      try {
        token = await inFlight;
      } catch (error) {
        throw expired(operation, error);
      }
      if (!token) throw expired(operation);
      return token;
    },
  };
}
