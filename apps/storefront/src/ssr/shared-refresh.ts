import type { AuthenticateRequest, AuthenticateResponse } from '@clubshop/api-sdk';

/** Asks the API for tokens (`POST /api/users/authenticate`). */
export type Authenticate = (request: AuthenticateRequest) => Promise<AuthenticateResponse>;

/**
 * Refreshes shared by the requests this server process renders. Refresh tokens rotate and the
 * API ends a session when a spent one comes back; two requests of one browser (two tabs loading
 * at once, each with the same expired access cookie) would each refresh with the same token, and
 * the second would end the session. Here the second gets the first one's answer: the same new
 * pair, for up to `holdMs` after it was asked for. Holding an answer for whoever presents the same
 * refresh token grants nothing that token does not already grant.
 */
export function createSharedRefresh(holdMs = 30_000, maxHeld = 10_000) {
  const held = new Map<string, { askedAt: number; answer: Promise<AuthenticateResponse> }>();
  const forget = (now: number) => {
    for (const [token, entry] of held) {
      if (now - entry.askedAt < holdMs && held.size <= maxHeld) break;
      held.delete(token);
    }
  };
  return (request: AuthenticateRequest, authenticate: Authenticate): Promise<AuthenticateResponse> => {
    if (request.grant_type !== 'refresh_token') return authenticate(request);
    const now = Date.now();
    forget(now);
    const known = held.get(request.refresh_token);
    if (known) return known.answer;
    const answer = authenticate(request);
    held.set(request.refresh_token, { askedAt: now, answer });
    // A failed call is not an answer to share: the next request may try again.
    answer.catch(() => held.delete(request.refresh_token));
    return answer;
  };
}
