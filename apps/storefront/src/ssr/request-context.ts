/**
 * The one context of a server request: built once when the request arrives (entry-server.tsx),
 * then passed to the loader, the form actions, the route modules' server checks and the render,
 * none of which derives the site, the cookies or the client again.
 */
import { type ApiHosts, type ClubShopClient, createClient, type FetchFunction } from '@clubshop/api-sdk';
import {
  cookieJarAtom,
  createAuthBridge,
  createRequestCookieJar,
  type RequestCookieJar,
} from '@clubshop/auth';
import { serverHeldBasketJar } from '@clubshop/basket';
import type { QueryClient } from '@tanstack/react-query';
import { createStore, type Store } from 'jotai/vanilla';
import { type AppLogger, consoleLogger } from '../app/logger.ts';
import type { StorefrontPlatform } from '../app/platform.ts';
import { createStorefrontQueryClient } from '../app/query-client.ts';
import { createSiteContextHolder, type SiteContextHolder } from '../site/site-context.ts';
import { holdBasketToken } from './held-basket.ts';
import { serverPlatform } from './server-platform.ts';
import { createSharedAnswers, type SharedAnswers } from './shared-answers.ts';
import { createSharedRefresh } from './shared-refresh.ts';

/** Everything one request loads, acts and renders with: all of it made for that request alone. */
export interface RequestContext {
  /** The page's public URL (as the shopper's browser sees it). */
  url: URL;
  /** The request's cookies; what the session or basket writes goes out as `Set-Cookie`. */
  cookies: RequestCookieJar;
  /**
   * The request's jotai store, holding its cookie jar (session; the basket token as its
   * placeholder, `serverHeldBasketJar`).
   */
  store: Store;
  queryClient: QueryClient;
  /**
   * The request's site: its club, country, culture and currency once the loader has read its
   * settings (`site.current()`), and the headers the client sends for it.
   */
  site: SiteContextHolder;
  /** The api client of this request (its session, its site's headers). */
  client: ClubShopClient;
  platform: StorefrontPlatform;
  logger: AppLogger;
  /** The answers every shopper sees alike, shared between the requests of this process. */
  shared: SharedAnswers;
}

/** What the server answers before it renders: the page's status, or where it redirects. */
export type PageOutcome = { status: 200 | 404 | 500 | 503 } | { status: 301 | 302; location: string };

/** How the server reaches the commerce API. */
export interface ApiAccess {
  /** The API's base URL, e.g. http://localhost:4000. */
  origin: string;
  /** Each of the four hosts its own (CONTENT_API_URL…); every call goes to `origin` without it. */
  hosts?: ApiHosts | undefined;
  /** The fetch to call it with (adds the forwarded headers; the test API's handler in tests). */
  fetch?: FetchFunction | undefined;
}

/** What a request context is built from. */
export interface RequestContextInit {
  url: URL;
  /** The request's `Cookie` header (none for a request that needs no session, e.g. a translations file). */
  cookieHeader?: string | null | undefined;
  api: ApiAccess;
  sharedAnswers?: SharedAnswers | undefined;
  logger?: AppLogger | undefined;
}

/** How long the server waits for one API answer before the page fails (500). */
const API_TIMEOUT_MS = 5_000;

/** Nothing shared: every request asks the API itself (a server without a shared answers cache). */
const nothingShared = createSharedAnswers({ ttlMs: 0 });

/** One refresh per refresh token for every request this process renders (see shared-refresh.ts). */
const sharedRefresh = createSharedRefresh();

/** The API's fetch with the basket token the request's cookie holds (held-basket.ts). */
function heldBasketFetch(cookies: RequestCookieJar, apiFetch: FetchFunction): FetchFunction {
  const forward = holdBasketToken(cookies, (request) => apiFetch(request));
  return (input, requestInit) => forward(new Request(input, requestInit));
}

/** Builds the context of one request: its cookie jar, store, query cache, site, client (with its session). */
export function createRequestContext(init: RequestContextInit): RequestContext {
  const logger = init.logger ?? consoleLogger;
  const cookies = createRequestCookieJar(init.cookieHeader ?? null, {
    secure: init.url.protocol === 'https:',
  });
  const store = createStore();
  // The basket token reads as its placeholder here too (decision 0076): the render's queries and
  // what it hands the page are keyed and filled as the browser's, and hold no token.
  store.set(cookieJarAtom, serverHeldBasketJar(cookies));
  const site = createSiteContextHolder();
  const auth = createAuthBridge({
    authenticate: (grant) => sharedRefresh(grant, (request) => client.users.authenticate(request)),
    store,
    logger,
  });
  const client = createClient({
    hosts: init.api.hosts ?? init.api.origin,
    context: site.read,
    auth,
    timeout: API_TIMEOUT_MS,
    fetch: heldBasketFetch(cookies, init.api.fetch ?? ((input, requestInit) => fetch(input, requestInit))),
  });
  return {
    url: init.url,
    cookies,
    store,
    queryClient: createStorefrontQueryClient({ server: true }),
    site,
    client,
    platform: serverPlatform,
    logger,
    shared: init.sharedAnswers ?? nothingShared,
  };
}
