import type { ClubShopClient } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import { I18nProvider, loadDictionary } from '@clubshop/i18n';
import { ThemeProvider, themeFromSettings } from '@clubshop/theming';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import type { AppLogger } from '../app/logger.ts';
import type { SiteContextHolder } from './site-context.ts';
import { SiteContext } from './site-context-react.ts';
import { clientContextOf, siteFromSettings } from './site-settings.ts';

/** Props of {@link SiteProvider}. */
export interface SiteProviderProps {
  client: Pick<ClubShopClient, 'settings' | 'dictionary'>;
  holder: SiteContextHolder;
  /** The page URL the settings are asked for (its host chooses club and country). */
  pageUrl: string;
  logger: AppLogger;
  /** Shown while the settings and translations load. */
  fallback: ReactNode;
  /**
   * Called once the settings have answered and every call carries the site's headers, while the
   * translations still load: the moment to start what needs the site but not the words (the
   * current page's content), so it does not wait for the dictionary.
   */
  onSiteKnown?: () => void;
  children: ReactNode;
}

/**
 * Start of the shop (spec sections 1 and 7): site settings for the page URL choose club, country,
 * culture, currency, storeId and rootCategoryId; from then on every call carries them. The theme
 * comes from the settings, translations load per culture. A failed settings or dictionary call is
 * logged and the shop still works: default culture (en-US / en / EUR), default theme, no
 * translations.
 */
export function SiteProvider({
  client,
  holder,
  pageUrl,
  logger,
  fallback,
  onSiteKnown,
  children,
}: SiteProviderProps) {
  const settings = useQuery({
    queryKey: queryKeys.settings(pageUrl),
    queryFn: async ({ signal }) => {
      try {
        return (await client.settings.get(pageUrl, { signal })).views.clubSettings;
      } catch (error) {
        // A cancelled request (the component unmounted) is not a failure: nothing to cache.
        if (signal.aborted) throw error;
        logger.error('Loading the site settings failed; using the defaults.', error);
        return null;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const site = useMemo(
    () => (settings.isSuccess ? siteFromSettings(settings.data ?? undefined) : undefined),
    [settings.isSuccess, settings.data],
  );
  // Set before any child renders (and so before any child query runs): render is where it is known.
  if (site) holder.set(clientContextOf(site));
  const siteKnown = site !== undefined;
  useEffect(() => {
    if (siteKnown) onSiteKnown?.();
  }, [siteKnown, onSiteKnown]);

  const culture = site?.culture.culture;
  const dictionary = useQuery({
    queryKey: queryKeys.dictionary(culture ?? ''),
    queryFn: () => loadDictionary(() => client.dictionary.get(), logger),
    enabled: culture !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const theme = useMemo(() => themeFromSettings(site?.settings ?? {}), [site?.settings]);

  if (!site || !dictionary.isSuccess) return fallback;
  return (
    <SiteContext value={site}>
      <ThemeProvider theme={theme} target="document">
        <I18nProvider
          locale={site.culture.locale}
          culture={site.culture.culture}
          currency={site.culture.currency}
          dictionary={dictionary.data}
        >
          {children}
        </I18nProvider>
      </ThemeProvider>
    </SiteContext>
  );
}
