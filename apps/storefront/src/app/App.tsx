import type { ClubShopClient } from '@clubshop/api-sdk';
import { ApiClientProvider } from '@clubshop/auth';
import { LinkComponentProvider } from '@clubshop/ui-kit';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HeadManager } from '../head/HeadManager.tsx';
import { DefaultLayout } from '../layouts/DefaultLayout.tsx';
import { AppRoutes } from '../routing/AppRoutes.tsx';
import { TrailingSlash } from '../routing/TrailingSlash.tsx';
import { NavigationEffects } from '../shell/NavigationEffects.tsx';
import { PageLoading } from '../shell/PageLoading.tsx';
import { RouterLink } from '../shell/RouterLink.tsx';
import { SiteProvider } from '../site/SiteProvider.tsx';
import type { SiteContextHolder } from '../site/site-context.ts';
import { StorefrontClientContext } from './client-context.ts';
import { type AppLogger, consoleLogger } from './logger.ts';

/** Props of {@link App}. */
export interface AppProps {
  client: ClubShopClient;
  /** The holder the client reads its per-site headers from. */
  site: SiteContextHolder;
  queryClient: QueryClient;
  /** The page URL the site settings are asked for. */
  pageUrl: string;
  logger?: AppLogger;
}

/** The whole shop: query cache, api client, site (settings, theme, translations), layout and routes. */
export function App({ client, site, queryClient, pageUrl, logger = consoleLogger }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <StorefrontClientContext value={client}>
        <ApiClientProvider client={client} logger={logger}>
          <SiteProvider
            client={client}
            holder={site}
            pageUrl={pageUrl}
            logger={logger}
            fallback={<PageLoading />}
          >
            <LinkComponentProvider component={RouterLink}>
              <TrailingSlash />
              <HeadManager />
              <NavigationEffects />
              <DefaultLayout>
                <AppRoutes />
              </DefaultLayout>
            </LinkComponentProvider>
          </SiteProvider>
        </ApiClientProvider>
      </StorefrontClientContext>
    </QueryClientProvider>
  );
}
