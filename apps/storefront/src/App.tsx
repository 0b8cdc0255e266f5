import type { ClubShopClient } from '@clubshop/api-sdk';
import { ApiClientProvider } from '@clubshop/auth';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai/react';
import type { Store } from 'jotai/vanilla';
import { lazy, type ReactNode, Suspense } from 'react';
import { Router } from 'wouter';
import { assignLocation, type FullNavigate, FullNavigationContext } from './app/full-navigation.ts';
import { type AppLogger, consoleLogger } from './app/logger.ts';
import { browserPlatform, PlatformContext, type StorefrontPlatform } from './app/platform.ts';
import { DefaultLayout } from './layouts/DefaultLayout.tsx';
import AppRoutes from './routing/AppRoutes.tsx';
import { TrailingSlash } from './routing/TrailingSlash.tsx';
import { ConsentSlot } from './shell/ConsentSlot.tsx';
import { useInteracted } from './shell/deferred.ts';
import { InAppNavigation } from './shell/in-app-navigation.tsx';
import { PageLoading } from './shell/PageLoading.tsx';
import { SiteProvider } from './site/SiteProvider.tsx';
import type { SiteContextHolder } from './site/site-context.ts';
import { TrackingProvider } from './tracking/TrackingProvider.tsx';

// The bar shows only after 200 ms of pending requests: it can arrive a moment after the shell.
const RequestLoadingBar = lazy(() => import('./shell/RequestLoadingBar.tsx'));
// Scroll and link-prefetch behaviour: needed once the shopper interacts, not for the first paint.
const NavigationEffects = lazy(() => import('./shell/NavigationEffects.tsx'));
const ConnectivityNotice = lazy(() => import('./shell/ConnectivityNotice.tsx'));

/**
 * Renders its children once the shopper has interacted with the page (see `useInteracted`):
 * behaviour that matters only then (link prefetch, scrolling on navigation, the loading bar, the
 * offline notice) is not part of what a first visit downloads.
 */
function AfterInteraction({ children }: { children: ReactNode }) {
  return useInteracted() ? children : null;
}

/** Where the app is, when it is not the browser's location (server rendering). */
export interface AppLocation {
  /** The path, e.g. `/men/shirts/`. */
  path: string;
  /** The query string without `?`, e.g. `page=2`. */
  search: string;
}

/** Props of {@link App}. */
export interface AppProps {
  client: ClubShopClient;
  /** The holder the client reads its per-site headers from. */
  site: SiteContextHolder;
  queryClient: QueryClient;
  /** The jotai store of this page (one per request on a server): session, basket token, cookies. */
  store: Store;
  /** The page URL the site settings are asked for. */
  pageUrl: string;
  /** The request's location on a server; the browser's location when absent. */
  location?: AppLocation | undefined;
  /** The CSP nonce of a server response. */
  nonce?: string | undefined;
  logger?: AppLogger;
  /** How the shop leaves itself (payment page, other country): the browser's location by default. */
  fullNavigate?: FullNavigate;
  /** Environment services (HTML sanitiser): the browser's by default. */
  platform?: StorefrontPlatform;
}

/**
 * The whole shop: query cache, jotai store, api client, site (settings, theme, translations),
 * layout and routes. The same tree renders on the server (from the data it prefetched) and
 * hydrates in the browser (from the same data, dehydrated into the page).
 */
export function App({
  client,
  site,
  queryClient,
  store,
  pageUrl,
  location,
  nonce,
  logger = consoleLogger,
  fullNavigate = assignLocation,
  platform = browserPlatform,
}: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <Router {...(location ? { ssrPath: location.path, ssrSearch: location.search } : {})}>
          <InAppNavigation>
            <PlatformContext value={platform}>
              <FullNavigationContext value={fullNavigate}>
                {/* The one client of the page: the packages' hooks and the storefront's read it. */}
                <ApiClientProvider client={client} logger={logger}>
                  <SiteProvider
                    client={client}
                    holder={site}
                    pageUrl={pageUrl}
                    logger={logger}
                    nonce={nonce}
                    fallback={<PageLoading />}
                  >
                    <TrackingProvider logger={logger}>
                      <TrailingSlash />
                      <ConsentSlot />
                      <AfterInteraction>
                        <Suspense fallback={null}>
                          <RequestLoadingBar />
                          <NavigationEffects />
                        </Suspense>
                      </AfterInteraction>
                      <DefaultLayout>
                        <AfterInteraction>
                          <Suspense fallback={null}>
                            <ConnectivityNotice />
                          </Suspense>
                        </AfterInteraction>
                        <AppRoutes />
                      </DefaultLayout>
                    </TrackingProvider>
                  </SiteProvider>
                </ApiClientProvider>
              </FullNavigationContext>
            </PlatformContext>
          </InAppNavigation>
        </Router>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
