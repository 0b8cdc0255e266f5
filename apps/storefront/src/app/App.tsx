import type { ClubShopClient } from '@clubshop/api-sdk';
import { ApiClientProvider } from '@clubshop/auth';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useCallback } from 'react';
import { HeadManager } from '../head/HeadManager.tsx';
import { DefaultLayout } from '../layouts/DefaultLayout.tsx';
import { TrailingSlash } from '../routing/TrailingSlash.tsx';
import { ConsentSlot } from '../shell/ConsentSlot.tsx';
import { PageLoading } from '../shell/PageLoading.tsx';
import { SiteProvider } from '../site/SiteProvider.tsx';
import type { SiteContextHolder } from '../site/site-context.ts';
import { TrackingProvider } from '../tracking/TrackingProvider.tsx';
import { StorefrontClientContext } from './client-context.ts';
import { assignLocation, type FullNavigate, FullNavigationContext } from './full-navigation.ts';
import { lazyPage } from './lazy-page.ts';
import { type AppLogger, consoleLogger } from './logger.ts';

// The route table (and the templates registry behind it) is needed only once the site settings
// are there: its chunk loads in parallel with the settings request, from the moment this module runs.
const AppRoutes = lazyPage(() => import('../routing/AppRoutes.tsx'));
if (typeof window !== 'undefined') void AppRoutes.preload().catch(() => undefined);

// The first page's own requests (a content path's resolution and template chunk, a fixed route's
// chunk) need the site's headers but not its translations: the module that starts them loads
// beside the settings request, and runs the moment the settings answer (see `onSiteKnown`).
const firstPagePrefetch = typeof window !== 'undefined' ? import('../shell/link-prefetch.ts') : undefined;
firstPagePrefetch?.catch(() => undefined);

// The bar shows only after 200 ms of pending requests: it can arrive a moment after the shell.
const RequestLoadingBar = lazy(() => import('../shell/RequestLoadingBar.tsx'));
// Scroll and link-prefetch behaviour: needed once the shopper interacts, not for the first paint.
const NavigationEffects = lazy(() => import('../shell/NavigationEffects.tsx'));
const ConnectivityNotice = lazy(() => import('../shell/ConnectivityNotice.tsx'));

/** Props of {@link App}. */
export interface AppProps {
  client: ClubShopClient;
  /** The holder the client reads its per-site headers from. */
  site: SiteContextHolder;
  queryClient: QueryClient;
  /** The page URL the site settings are asked for. */
  pageUrl: string;
  logger?: AppLogger;
  /** How the shop leaves itself (payment page, other country): the browser's location by default. */
  fullNavigate?: FullNavigate;
}

/** The whole shop: query cache, api client, site (settings, theme, translations), layout and routes. */
export function App({
  client,
  site,
  queryClient,
  pageUrl,
  logger = consoleLogger,
  fullNavigate = assignLocation,
}: AppProps) {
  const startFirstPage = useCallback(() => {
    const { pathname, search } = window.location;
    // A path without its trailing slash is redirected first; its content is asked for then.
    if (!pathname.endsWith('/')) return;
    void firstPagePrefetch
      ?.then(({ prefetchPath }) => prefetchPath(pathname, { client, queryClient }, search))
      .catch(() => undefined);
  }, [client, queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <FullNavigationContext value={fullNavigate}>
        <StorefrontClientContext value={client}>
          <ApiClientProvider client={client} logger={logger}>
            <SiteProvider
              client={client}
              holder={site}
              pageUrl={pageUrl}
              logger={logger}
              fallback={<PageLoading />}
              onSiteKnown={startFirstPage}
            >
              <TrackingProvider logger={logger}>
                <TrailingSlash />
                <HeadManager />
                {/* First in the document (it is fixed at the bottom edge): the first thing a
                    keyboard or screen reader reaches while it asks. */}
                <ConsentSlot />
                <Suspense fallback={null}>
                  <RequestLoadingBar />
                  <NavigationEffects />
                </Suspense>
                <DefaultLayout>
                  <Suspense fallback={null}>
                    <ConnectivityNotice />
                  </Suspense>
                  <Suspense fallback={<PageLoading />}>
                    <AppRoutes />
                  </Suspense>
                </DefaultLayout>
              </TrackingProvider>
            </SiteProvider>
          </ApiClientProvider>
        </StorefrontClientContext>
      </FullNavigationContext>
    </QueryClientProvider>
  );
}
