import type { SettingsResponse } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { answerVersion } from './answer-version.ts';

/**
 * A site's settings travel as a file of their own, not inside every page, as its translations do
 * (dictionary-file.ts): the same for every page of the site (club, culture, theme, the main
 * navigation: 4.6 KB of JSON for a demo club, 0.9 KB of a category page's 12.7 KB on the wire),
 * and they change rarely. Served under a versioned URL (`/_settings.json?v=<hash of its content>`)
 * with a year's `immutable` caching, the browser downloads them once per version, beside the
 * page's code once the page has painted (boot-after-paint.ts), while every page's HTML is that
 * much smaller, and so quicker to arrive on a slow line. The browser puts them into its query
 * cache under the page's own URL before it hydrates (app/boot-site-files.ts), so hydration still
 * needs no API call.
 *
 * See docs/decisions/0005-server-rendered-storefront.md.
 */
export const SETTINGS_FILE_PATH = '/_settings.json';

/** Where the browser loads a site's settings of one version from. */
export function settingsFileUrl(version: string): string {
  return `${SETTINGS_FILE_PATH}?v=${version}`;
}

/** The settings a page was rendered with, kept out of its boot state. */
export interface SettingsApart {
  /** The versioned URL the browser loads them from. */
  url: string;
}

/**
 * The settings the page renders with, to be sent apart from the boot state: their versioned URL,
 * when the request's cache holds them (failed settings stay in the boot state as the error they are).
 */
export function settingsApart(queryClient: QueryClient, pageUrl: string): SettingsApart | undefined {
  const state = queryClient.getQueryState<SettingsResponse>(queryKeys.settings(pageUrl));
  if (state?.status !== 'success' || typeof state.data !== 'object' || state.data === null) return undefined;
  return { url: settingsFileUrl(answerVersion(state.data)) };
}
