import { queryKeys } from '@clubshop/api-sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { answerVersion } from './answer-version.ts';

/**
 * A site's translations travel as a file of their own, not inside every page: the dictionary is
 * the largest part of a page's boot state (about 33 KB of JSON for the demo clubs, a third of a
 * product page's HTML), the same on every page of a culture, and changes rarely. Served under a
 * versioned URL (`/_dictionary/en.json?v=<hash of its content>`) with a year's `immutable`
 * caching, the browser downloads it once per version, beside the page's scripts (the page's
 * loader preloads it with them, see boot-after-paint.ts), while every page's HTML shrinks by it and
 * the server serialises and compresses less per page. The browser puts it into its query cache
 * before it hydrates (see entry-client.tsx), so hydration still needs no API call.
 *
 * See docs/decisions/0005-server-rendered-storefront.md.
 */
export const DICTIONARY_PATH = /^\/_dictionary\/([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})?)\.json$/;

/** Where the browser loads a culture's translations of one version from. */
export function dictionaryUrl(culture: string, version: string): string {
  return `/_dictionary/${culture}.json?v=${version}`;
}

/** The dictionary a page was rendered with, kept out of its boot state. */
export interface DictionaryApart {
  culture: string;
  /** The versioned URL the browser loads it from. */
  url: string;
}

/**
 * The dictionary the page renders with, to be sent apart from the boot state: its culture and
 * versioned URL, when the request's cache holds it (a failed dictionary stays in the boot state as
 * the error it is).
 */
export function dictionaryApart(
  queryClient: QueryClient,
  culture: string | undefined,
): DictionaryApart | undefined {
  if (!culture) return undefined;
  const state = queryClient.getQueryState(queryKeys.dictionary(culture));
  if (state?.status !== 'success' || typeof state.data !== 'object' || state.data === null) return undefined;
  return { culture, url: dictionaryUrl(culture, answerVersion(state.data)) };
}
