/** The per-site values every request carries as headers (spec section 7). */
export interface ClientContext {
  /** Sent as `StoreId` when known. */
  storeId?: string | undefined;
  /** Sent as `culture` (e.g. `en`); defaults to `en` when no context is given. */
  culture: string;
  /** Sent as `currency` when set. */
  currency?: string | undefined;
  /** Sent as `rootCategoryId` when set. */
  rootCategoryId?: string | undefined;
}

/** The context, or a function giving it; read fresh at every request, so site changes apply at once. */
export type ContextSource = ClientContext | (() => ClientContext);

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

/** The API hosts of spec section 7, base URLs such as `http://localhost:4000`. */
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
