/**
 * Cookie lifetimes of the session tokens (docs/product/requirements.md#constants), in js-cookie's
 * unit: days.
 *
 * The requirements tie the cookie lifetime to the token's `expires_in` (seconds) divided by 60,
 * with a floor of 1. The cookie outlives the token on purpose: an expired access token still lets
 * the API answer 401, which starts a refresh, while a missing cookie would leave the visitor
 * anonymous.
 */
export interface TokenCookieLifetimes {
  /** Days the access-token cookie lives. */
  access: number;
  /** Days the refresh-token cookie lives. */
  refresh: number;
}

/** Lifetimes after a token refresh: always 1 and 2 days, whatever the server's `expires_in`. */
export const REFRESHED_TOKEN_COOKIE_LIFETIMES: Readonly<TokenCookieLifetimes> = Object.freeze({
  access: 1,
  refresh: 2,
});

/**
 * Lifetimes after a password login: access `expires_in / 60` days (at least 1), refresh double
 * that. A missing, negative or non-finite `expires_in` falls back to the floor.
 */
export function loginTokenCookieLifetimes(expiresIn: number | undefined): TokenCookieLifetimes {
  const scaled = typeof expiresIn === 'number' && Number.isFinite(expiresIn) ? expiresIn / 60 : 0;
  const access = Math.max(1, scaled);
  return { access, refresh: access * 2 };
}
