import { queryKeys } from '@clubshop/api-sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import type { BootState } from './boot-state.ts';

/**
 * Puts the translations the page was rendered with into the query cache before it hydrates: they
 * come from their own versioned, long-cached URL (see ssr/dictionary-file.ts), which the page's
 * response already asked the browser to preload. Resolves either way: when the file cannot be
 * had, the site's dictionary query asks the API as on any client-side start.
 */
export async function loadBootDictionary(
  boot: BootState | undefined,
  queryClient: QueryClient,
): Promise<void> {
  const dictionary = boot?.dictionary;
  if (!dictionary) return;
  try {
    const response = await fetch(dictionary.url, { credentials: 'same-origin' });
    if (!response.ok) return;
    queryClient.setQueryData(queryKeys.dictionary(dictionary.culture), await response.json());
  } catch {
    // Offline or a broken answer: the dictionary query fetches it itself.
  }
}
