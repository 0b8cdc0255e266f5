/**
 * The browser's entry: takes the query cache the server rendered the page from, preloads the
 * page's code, and hydrates the whole document. Nothing is fetched to show the page: the API
 * client itself loads on the first request the shopper's actions need.
 */
// Fast refresh in development (the plugin's preamble must run before any component module).
import '@vitejs/plugin-react/preamble';
import type { SettingsResponse } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import { cookieJarAtom, serverHeldSessionJar } from '@clubshop/auth';
import { serverHeldBasketJar } from '@clubshop/basket';
import { hydrate } from '@tanstack/react-query';
import { createStore } from 'jotai/vanilla';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadBootSiteFiles } from './app/boot-site-files.ts';
import { answersAsOfArrival, takeBootState } from './app/boot-state.ts';
import { createStorefrontQueryClient } from './app/query-client.ts';
import { createStorefrontClient } from './app/storefront-client.ts';
import { Root } from './Root.tsx';
import { preloadPage } from './routing/preload-page.ts';
// Reads the path the shopper arrived on now, before any navigation (see arrival.ts).
import './shell/arrival.ts';
import { createSiteContextHolder } from './site/site-context.ts';
import './styles/shell.css';

const boot = takeBootState();
const pageUrl = boot?.pageUrl ?? window.location.href;
const site = createSiteContextHolder();
const queryClient = createStorefrontQueryClient();
if (boot) hydrate(queryClient, answersAsOfArrival(boot, Date.now()));
const store = createStore();
// The storefront server holds the session's tokens in HttpOnly cookies (server/session-proxy.ts):
// the page knows it is logged in from the session marker and never reads a token.
// The basket token too (decision 0076): the page knows it has a basket from the basket marker and
// calls `/api/baskets/current/...`, which the server completes with the HttpOnly cookie's token.
store.set(cookieJarAtom, serverHeldBasketJar(serverHeldSessionJar()));
const client = createStorefrontClient({
  apiOrigin: window.location.origin,
  site,
  store,
  // A failed refresh ended the session: whatever was cached for the user is not theirs any more.
  onLogout: () => queryClient.removeQueries({ queryKey: queryKeys.user.all }),
});

/**
 * Hydrates the document once the page's own chunks, its translations and the site's settings are
 * there (the page's loader fetched them beside this one, see ssr/boot-after-paint.ts), so the whole
 * document hydrates in one pass, with nothing left to suspend. Not a top-level await: those chunks import this one, which must finish evaluating first.
 */
async function hydrateDocument() {
  await Promise.all([
    preloadPage(window.location.pathname, queryClient, window.location.hostname).catch(() => undefined),
    loadBootSiteFiles(boot, queryClient),
  ]);
  // The page's site, settled once from the settings the server rendered with (SiteProvider and
  // the document's language read it; the api client's headers follow it). Nothing asks the API
  // before this: the client loads on the first request a shopper's action needs.
  site.settle(
    queryClient.getQueryData<SettingsResponse>(queryKeys.settings(pageUrl))?.views.clubSettings,
    pageUrl,
  );
  // As a transition: React hydrates in slices of a few milliseconds and lets the browser handle
  // input and paint between them, instead of one long task per island that blocks a phone's main
  // thread for 100-230 ms (Lighthouse's total blocking time); a tap meanwhile hydrates its island
  // first and is replayed (React's selective hydration), as the islands' own replay does for taps
  // before the code arrived (shell/island-replay.ts).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Root client={client} site={site} queryClient={queryClient} store={store} pageUrl={pageUrl} />
      </StrictMode>,
    );
  });
  // What failed on the server (an API that did not answer) is asked again now the page is live:
  // when it answers, the page shows what it could not before.
  void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error', type: 'active' });
}

void hydrateDocument();
