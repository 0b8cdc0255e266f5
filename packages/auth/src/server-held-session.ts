/**
 * The server-held session mode (docs/decisions/0035-session-held-by-the-storefront-server.md):
 * a server in front of the API (a backend-for-frontend, RFC 9700 section 6.1) keeps the access
 * and refresh tokens in `HttpOnly` cookies, adds `Authorization` to the calls it forwards, logs in,
 * refreshes and logs out on the browser's behalf, and hands the page {@link SERVER_HELD_TOKEN}
 * where a token was. A script on the page (an injected one included) never sees a token.
 *
 * The browser app runs the same code as in the browser-only mode (`createAuthBridge`, the hooks,
 * the api-sdk client) on a store whose jar is {@link serverHeldSessionJar}: the session marker
 * cookie (`clubshop_session`, no secret in it) tells it whether it is logged in, and wherever the
 * code reads a token it reads the placeholder, which the server swaps for the cookie's token.
 */
import { browserCookieJar, type CookieJar } from './cookie-jar.ts';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, SESSION_MARKER_COOKIE } from './token-cookies.ts';

/**
 * What the browser holds instead of a token in the server-held mode: the server replaces the
 * tokens of a login or refresh answer with it, and replaces it with the cookie's token in what
 * the browser sends (`Authorization: Bearer server-held`, a refresh or logout body).
 */
export const SERVER_HELD_TOKEN = 'server-held';

/** Whether `token` is the placeholder of a token the server holds. */
export function isServerHeldToken(token: string | null | undefined): boolean {
  return token === SERVER_HELD_TOKEN;
}

const TOKEN_COOKIES = new Set([ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE]);

/**
 * The browser's cookies as the server-held mode sees them: the token cookies read as
 * {@link SERVER_HELD_TOKEN} while the session marker is there (`undefined` otherwise), and
 * writing them (or the marker) does nothing, because the server's answer sets them. Removing the
 * access token (a logout, a failed refresh) removes the marker, so the app is anonymous at once;
 * the `HttpOnly` cookies themselves go when the server says so (logout, a refused refresh).
 * Every other cookie (the basket's) is the browser's own.
 *
 * @param jar - the cookies underneath: the browser's by default
 * @example
 * const store = createStore();
 * store.set(cookieJarAtom, serverHeldSessionJar());
 * const auth = createAuthBridge({ authenticate: (grant) => client.users.authenticate(grant), store });
 */
export function serverHeldSessionJar(jar: CookieJar = browserCookieJar): CookieJar {
  return {
    get(name) {
      if (!TOKEN_COOKIES.has(name)) return jar.get(name);
      return jar.get(SESSION_MARKER_COOKIE) ? SERVER_HELD_TOKEN : undefined;
    },
    set(name, value, attributes) {
      if (TOKEN_COOKIES.has(name) || name === SESSION_MARKER_COOKIE) return;
      jar.set(name, value, attributes);
    },
    remove(name, attributes) {
      if (name === REFRESH_TOKEN_COOKIE) return;
      jar.remove(name === ACCESS_TOKEN_COOKIE ? SESSION_MARKER_COOKIE : name, attributes);
    },
  };
}
