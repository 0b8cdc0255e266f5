import type { SettingsResponse } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { siteFromSettings } from '../site/site-settings.ts';

/**
 * The document's language: the locale of the site the page belongs to, read from the settings in
 * the query cache (the server fetched them; the browser hydrated them), default en-US.
 */
export function documentLanguage(queryClient: QueryClient, pageUrl: string): string {
  const settings = queryClient.getQueryData<SettingsResponse>(queryKeys.settings(pageUrl))?.views
    .clubSettings;
  return siteFromSettings(settings, pageUrl).culture.locale;
}
