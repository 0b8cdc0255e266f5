import { queryKeys } from '@clubshop/api-sdk/query';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { BootState } from './boot-state.ts';

/**
 * Puts the answers the page was rendered with but that travel apart from it (its translations and
 * the site's settings) into the query cache before it hydrates: they come from their own
 * versioned, long-cached URLs (see ssr/dictionary-file.ts and ssr/settings-file.ts), which the
 * page's loader already fetched beside its code. Resolves either way: when a file cannot be had,
 * its query asks the API as on any client-side start.
 */
export async function loadBootSiteFiles(
  boot: BootState | undefined,
  queryClient: QueryClient,
): Promise<void> {
  if (!boot) return;
  await Promise.all([
    boot.dictionary &&
      loadInto(queryClient, boot.dictionary.url, queryKeys.dictionary(boot.dictionary.culture)),
    // Under the page's own URL: the settings query is keyed by the page it was asked for.
    boot.settings && loadInto(queryClient, boot.settings.url, queryKeys.settings(boot.pageUrl)),
  ]);
}

async function loadInto(queryClient: QueryClient, url: string, queryKey: QueryKey): Promise<void> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return;
    queryClient.setQueryData(queryKey, await response.json());
  } catch {
    // Offline or a broken answer: the query fetches it itself.
  }
}
