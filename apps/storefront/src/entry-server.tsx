/**
 * The server's entry: renders one request's page with React's streaming renderer, from data
 * loaded for that request alone (its own query cache, jotai store, cookie jar, api client and
 * session), and hands the browser that data with the page so it hydrates without a request.
 */
import { createClient, type FetchFunction } from '@clubshop/api-sdk';
import { cookieJarAtom, createAuthBridge, createRequestCookieJar } from '@clubshop/auth';
import { createStore } from 'jotai/vanilla';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { bootStateScript } from './app/boot-state.ts';
import { dehydrateQueries } from './app/dehydration.ts';
import { documentLanguage } from './app/document-language.ts';
import { type AppLogger, consoleLogger } from './app/logger.ts';
import { createStorefrontQueryClient } from './app/query-client.ts';
import { Root } from './app/Root.tsx';
import type { ClientAssets } from './app/route-assets.ts';
import { createSiteContextHolder } from './site/site-context.ts';
import { loadPage } from './ssr/load-page.ts';
import { serverPlatform } from './ssr/server-platform.ts';
import { createSharedRefresh } from './ssr/shared-refresh.ts';

export type { ClientAssets, RouteAssets } from './app/route-assets.ts';

/** One request to render. */
export interface PageRenderRequest {
  /** The page's public URL: what the shopper's browser shows (protocol and host as forwarded). */
  url: URL;
  /** The request's `Cookie` header. */
  cookieHeader: string | null;
  /** The CSP nonce of this response: every inline script and style of the page carries it. */
  nonce: string;
  /** How the server reaches the commerce API. */
  api: {
    /** The API's base URL, e.g. http://localhost:4000. */
    origin: string;
    /** The fetch to call it with (adds the forwarded headers; the test API's handler in tests). */
    fetch?: FetchFunction | undefined;
  };
  /** The client build's entry and route assets. */
  assets: ClientAssets;
  logger?: AppLogger | undefined;
}

/** The page's answer, for the HTTP server to send with its own headers added. */
export interface PageRenderResult {
  status: number;
  headers: Headers;
  /** The streamed HTML; null for a redirect. */
  body: ReadableStream<Uint8Array> | null;
}

/** How long the server waits for one API answer before the page fails (500). */
const API_TIMEOUT_MS = 5_000;

/** One refresh per refresh token for every request this process renders (see shared-refresh.ts). */
const sharedRefresh = createSharedRefresh();

/**
 * Renders the page of one request: loads its data (see `loadPage`), answers a redirect at once,
 * otherwise streams the whole document with the page's status. Cookies the request's session or
 * basket wrote (a refresh on the server) go out as `Set-Cookie`. Pages rendered for a visitor
 * with a session or a basket are private; anonymous ones may be cached by a shared cache briefly.
 */
export async function renderPage(request: PageRenderRequest): Promise<PageRenderResult> {
  const logger = request.logger ?? consoleLogger;
  const cookies = createRequestCookieJar(request.cookieHeader, { secure: request.url.protocol === 'https:' });
  const store = createStore();
  store.set(cookieJarAtom, cookies);
  const queryClient = createStorefrontQueryClient({ server: true });
  const site = createSiteContextHolder();
  const auth = createAuthBridge({
    authenticate: (grant) => sharedRefresh(grant, (request) => client.users.authenticate(request)),
    store,
    logger,
  });
  const client = createClient({
    hosts: request.api.origin,
    context: site.read,
    auth,
    timeout: API_TIMEOUT_MS,
    ...(request.api.fetch ? { fetch: request.api.fetch } : {}),
  });
  const pageUrl = request.url.href;

  const outcome = await loadPage({
    url: request.url,
    client,
    queryClient,
    store,
    site,
    platform: serverPlatform,
    logger,
  });
  const headers = new Headers();
  for (const cookie of cookies.setCookieHeaders()) headers.append('Set-Cookie', cookie);
  const personal = request.cookieHeader?.includes('clubshop_') || headers.has('Set-Cookie');
  headers.set('Cache-Control', personal ? 'private, no-store' : 'public, max-age=0, s-maxage=60');
  headers.set('Vary', 'Cookie');
  if ('location' in outcome) {
    headers.set('Location', outcome.location);
    return { status: outcome.status, headers, body: null };
  }

  const body = await renderToReadableStream(
    <StrictMode>
      <Root
        lang={documentLanguage(queryClient, pageUrl)}
        assets={request.assets}
        client={client}
        site={site}
        queryClient={queryClient}
        store={store}
        pageUrl={pageUrl}
        location={{ path: request.url.pathname, search: request.url.search.replace(/^\?/, '') }}
        nonce={request.nonce}
        logger={logger}
        platform={serverPlatform}
      />
    </StrictMode>,
    {
      // Scripts (the boot state, React's streaming runtime, the entry) and the hoisted theme style.
      nonce: { script: request.nonce, style: request.nonce },
      bootstrapScriptContent: bootStateScript({ pageUrl, queries: dehydrateQueries(queryClient) }),
      bootstrapModules: [...request.assets.entryScripts],
      // Every boundary inline, whatever its size: React streams a large one apart by default
      // (12.8 KB), to be put in place by a script, which a shopper or crawler without JavaScript
      // would never see. Nothing here suspends (the loaders ran first), so this costs no delay.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        logger.error('Rendering the page failed', error);
      },
    },
  );
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return { status: outcome.status, headers, body };
}
