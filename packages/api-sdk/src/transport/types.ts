/**
 * The per-site values every request carries as headers (docs/product/requirements.md#api-calls),
 * once the site is known.
 *
 * `storeId` is required: the API finds the club and country of every call but the settings call
 * from it, and without it would answer for its default site. Take the values from the site
 * settings with {@link clientContextFromSettings}.
 */
export interface ClientContext {
  /** Sent as `StoreId`: the site (club and country) of the call. */
  storeId: string;
  /** Sent as `culture` (e.g. `en`). */
  culture: string;
  /** Sent as `currency` when set. */
  currency?: string | undefined;
  /** Sent as `rootCategoryId` when set. */
  rootCategoryId?: string | undefined;
}

/**
 * What a context getter gives before the site settings have arrived: only `client.settings.get`
 * may run then (it finds the site from the page URL). Any other call throws a `RequiredError`
 * naming `StoreId` before a request is sent.
 */
export interface PendingClientContext {
  storeId?: undefined;
  /** Sent as `culture`; `en` when left out. */
  culture?: string | undefined;
  currency?: undefined;
  rootCategoryId?: undefined;
}

/**
 * The context of a client: a fixed {@link ClientContext}, or a function read fresh at every
 * request (site changes apply at once) that may give a {@link PendingClientContext} until the
 * settings are loaded.
 *
 * @example
 * // A server or script that knows its site:
 * createClient({ hosts, context: { storeId: '1001', culture: 'en', currency: 'GBP' } });
 * // A storefront that learns its site from the settings call:
 * let site: ClientContext | undefined;
 * const client = createClient({ hosts, context: () => site ?? { culture: 'en' } });
 * site = clientContextFromSettings((await client.settings.get(location.href)).views.clubSettings);
 */
export type ContextSource = ClientContext | (() => ClientContext | PendingClientContext);

/**
 * What the client needs from the auth layer (`@clubshop/auth` implements it).
 *
 * - `getAccessToken()`: the current access token, or undefined when logged out. Read at every request.
 * - `refresh()`: renew the tokens (e.g. `client.users.authenticate({ grant_type: 'refresh_token', ... })`),
 *   store them, and resolve the new access token; resolve `undefined` (or reject) when that is not
 *   possible. The client calls it at most once at a time: every request that gets a 401 while it
 *   runs waits for the same call.
 * - `logout()`: clear the tokens. The client calls it once when a refresh fails.
 */
export interface AuthAdapter {
  getAccessToken(): string | undefined;
  refresh(): Promise<string | undefined>;
  logout(): void | Promise<void>;
}

/**
 * The API hosts of docs/product/requirements.md#api-calls, base URLs such as
 * `http://localhost:4000`.
 */
export interface ApiHosts {
  content: string;
  catalog: string;
  user: string;
  basket: string;
}

/** Which host a call goes to. */
export type HostName = keyof ApiHosts;

/** A fetch function (the global one, or e.g. the test API's in-process handler). */
export type FetchFunction = (input: Request | URL | string, init?: RequestInit) => Promise<Response>;

/** Per-call options every client function takes last. */
export interface RequestOptions {
  /** Aborts the request (TanStack Query passes its `signal`). */
  signal?: AbortSignal | undefined;
}
