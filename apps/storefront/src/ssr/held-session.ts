import {
  type AuthStore,
  cookiesOf,
  REFRESHED_TOKEN_COOKIE_LIFETIMES,
  readAuthState,
  SESSION_MARKER_COOKIE,
  writeTokenCookies,
} from '@clubshop/auth';

/**
 * Takes a session written before the storefront server held it (readable token cookies, no
 * `clubshop_session` marker) into the server-held form: the tokens written again `HttpOnly`, with
 * the marker the page's `serverHeldSessionJar` reads, so the hydrated page shows the session the
 * server rendered. The lifetimes are those after a refresh (1 and 2 days): the old cookies' own
 * are not sent with the request. A session with its marker (every session written since) is left
 * alone.
 */
export function holdSessionOnServer(store: AuthStore): void {
  const state = readAuthState(store);
  const jar = cookiesOf(store);
  if (state.status !== 'authenticated' || jar.get(SESSION_MARKER_COOKIE)) return;
  writeTokenCookies(
    { accessToken: state.accessToken, refreshToken: state.refreshToken },
    REFRESHED_TOKEN_COOKIE_LIFETIMES,
    jar,
  );
}
