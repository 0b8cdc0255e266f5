import type { ClubShopClient, FetchFunction } from '@clubshop/api-sdk';
import { type AuthStore, createAuthBridge } from '@clubshop/auth';
import type { SiteContextHolder } from '../site/site-context.ts';
import { lazyDomain } from './lazy-domain.ts';

/** Options of {@link createStorefrontClient}. */
export interface StorefrontClientOptions {
  /** The API origin, used for all four hosts (content, catalog, user, basket). */
  apiOrigin: string;
  /** Where the per-site headers come from, read at every request. */
  site: SiteContextHolder;
  /** The fetch to use: the browser's, or the test API's in-process handler. */
  fetch?: FetchFunction | undefined;
  /** Called after the session ended on a failed refresh, e.g. to drop cached user data. */
  onLogout?: () => void;
  /** The jotai store the session lives in: jotai's default store unless the app uses `<Provider store>`. */
  store?: AuthStore | undefined;
}

/**
 * The one api-sdk client of the storefront: context headers read fresh from the site holder, the
 * session's bearer token, one coordinated refresh on a 401 (a failed refresh logs out).
 *
 * Size budget: the SDK's transport is ky 1 plus api-sdk and valibot (16 KB gzip together). A page
 * rendered on the server needs no request to show itself (its data came with it), so the real
 * client is a chunk of its own, loaded on the first call (a click, a form, a navigation, a link
 * prefetch): every domain here forwards to it, callers get the same `ClubShopClient`, and the
 * first call waits for the chunk.
 */
export function createStorefrontClient(options: StorefrontClientOptions): ClubShopClient {
  let loading: Promise<ClubShopClient> | undefined;
  const load = (): Promise<ClubShopClient> => {
    loading ??= import('./sdk-client.ts').then(
      ({ createClient }) =>
        createClient({
          hosts: options.apiOrigin,
          context: options.site.read,
          auth,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const domain = <K extends keyof ClubShopClient>(name: K) =>
    lazyDomain(() => load().then((client) => client[name]));
  const users = domain('users');
  const auth = createAuthBridge({
    authenticate: (grant) => users.authenticate(grant),
    ...(options.onLogout ? { onLogout: options.onLogout } : {}),
    ...(options.store ? { store: options.store } : {}),
  });
  return {
    content: domain('content'),
    settings: domain('settings'),
    dictionary: domain('dictionary'),
    customerService: domain('customerService'),
    users,
    catalog: domain('catalog'),
    basket: domain('basket'),
    checkout: domain('checkout'),
  };
}
