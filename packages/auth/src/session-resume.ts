import { readRefreshTokenCookie, readTokenCookies } from './token-cookies.ts';
import { type AuthStore, cookiesOf, readAuthState } from './token-store.ts';

/** Renews the session's tokens; resolves the new access token, or undefined when it failed. */
type Refresher = () => Promise<string | undefined>;

// The refresh of the auth bridge that serves each store. The guard and `useAuth` live in React
// and only see the store; the bridge lives in the api client. Keying by store lets them share
// the bridge's one-at-a-time refresh without the app wiring the bridge into React as well.
const refreshers = new WeakMap<AuthStore, Refresher>();

/** Called by `createAuthBridge`: the bridge's refresh serves resumes of this store's session. */
export function registerSessionRefresher(store: AuthStore, refresh: Refresher): void {
  refreshers.set(store, refresh);
}

/**
 * Whether the visitor is anonymous in `store` but can get a session back without logging in: the
 * access-token cookie is gone (it expired in the browser) while the refresh-token cookie is still
 * there, and an auth bridge (`createAuthBridge`) serves the store.
 */
export function canResumeSession(store: AuthStore): boolean {
  const jar = cookiesOf(store);
  return (
    readAuthState(store).status === 'anonymous' &&
    readTokenCookies(jar) === undefined &&
    readRefreshTokenCookie(jar) !== undefined &&
    refreshers.has(store)
  );
}

/**
 * Resumes a session from the refresh-token cookie alone (see {@link canResumeSession}) through the
 * bridge's refresh: concurrent callers, and 401s of the api client meanwhile, share one refresh.
 * A failed refresh logs out (both cookies go), so it is not tried again.
 *
 * @returns true when the store holds a session afterwards (also when it already held one)
 */
export async function resumeSession(store: AuthStore): Promise<boolean> {
  if (readAuthState(store).status === 'authenticated') return true;
  const refresh = refreshers.get(store);
  if (!refresh || !canResumeSession(store)) return false;
  try {
    return (await refresh()) !== undefined;
  } catch {
    // The bridge reports its own failures; a resume that throws is a resume that failed.
    return false;
  }
}
