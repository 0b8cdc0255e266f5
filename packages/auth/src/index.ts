/** @packageDocumentation Sessions for ClubShop storefronts: login, tokens in cookies, refresh, guard and hooks. */
export {
  ANONYMOUS,
  type AnonymousState,
  type AuthenticatedState,
  type AuthState,
  authStateAtom,
  authStateFromTokens,
} from './auth-state.ts';
export { type CookieAttributes, cookieAttributes, removalAttributes } from './cookie-attributes.ts';
export {
  loginTokenCookieLifetimes,
  REFRESHED_TOKEN_COOKIE_LIFETIMES,
  type TokenCookieLifetimes,
} from './cookie-lifetimes.ts';
export {
  ACCESS_TOKEN_COOKIE,
  clearTokenCookies,
  REFRESH_TOKEN_COOKIE,
  readTokenCookies,
  type SessionTokens,
  writeTokenCookies,
} from './token-cookies.ts';
export {
  type AuthStore,
  clearTokens,
  readAccessToken,
  readAuthState,
  readRefreshToken,
  storeTokens,
} from './token-store.ts';
