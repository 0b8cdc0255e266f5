/** @packageDocumentation Sessions for ClubShop storefronts: login, tokens in cookies, refresh, guard and hooks. */

export { useConfirmEmail, useForgotPassword, useRegister, useResetPassword } from './account-mutations.ts';
export type { ApiClient } from './api-client.ts';
export {
  ApiClientProvider,
  type ApiClientProviderProps,
  useApiClient,
  useLogger,
} from './api-client-context.tsx';
export { type AuthBridgeOptions, type ClientAuth, createAuthBridge } from './auth-bridge.ts';
export {
  ANONYMOUS,
  type AnonymousState,
  type AuthenticatedState,
  type AuthState,
  authStateAtom,
  authStateFromTokens,
} from './auth-state.ts';
export { type CookieAttributes, cookieAttributes, removalAttributes } from './cookie-attributes.ts';
export { browserCookieJar, type CookieJar, cookieJarAtom } from './cookie-jar.ts';
export {
  loginTokenCookieLifetimes,
  REFRESHED_TOKEN_COOKIE_LIFETIMES,
  type TokenCookieLifetimes,
} from './cookie-lifetimes.ts';
export type { JotaiStore } from './jotai-store.ts';
export { consoleLogger, type Logger } from './logger.ts';
export { attemptLogin, type LoginAttempt, type LoginCredentials, loginWithPassword } from './login.ts';
export { logoutSession } from './logout.ts';
export {
  createRequestCookieJar,
  parseCookieHeader,
  type RequestCookieJar,
  type RequestCookieJarOptions,
} from './request-cookie-jar.ts';
export {
  LOGIN_PATH,
  RequireAuth,
  type RequireAuthOptions,
  type RequireAuthProps,
  useRequireAuth,
} from './require-auth.tsx';
export { isServerHeldToken, SERVER_HELD_TOKEN, serverHeldSessionJar } from './server-held-session.ts';
export { canResumeSession, resumeSession } from './session-resume.ts';
export { adoptCookieSession, SESSION_REFRESH_LOCK, withSessionRefreshLock } from './shared-session.ts';
export {
  ACCESS_TOKEN_COOKIE,
  clearTokenCookies,
  REFRESH_TOKEN_COOKIE,
  readRefreshTokenCookie,
  readTokenCookies,
  SESSION_MARKER_COOKIE,
  type SessionTokens,
  writeTokenCookies,
} from './token-cookies.ts';
export {
  type AuthStore,
  clearTokens,
  cookiesOf,
  readAccessToken,
  readAuthState,
  readRefreshToken,
  storeTokens,
} from './token-store.ts';
export { type UseAuthResult, useAuth } from './use-auth.ts';
export { useOrder, useOrders } from './use-orders.ts';
export { useProfile, useUpdateProfile } from './use-profile.ts';
export { type UseSessionResult, useSession } from './use-session.ts';
