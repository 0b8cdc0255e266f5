import type { DehydratedState } from '@tanstack/react-query';

/**
 * The id of the element that carries the boot state: a `<script type="application/json">` data
 * block the server writes before the page's loader (ssr/boot-state-script.ts). A data block never
 * runs, so it needs no CSP nonce nor hash, and nothing that runs carries the page's data.
 */
export const BOOT_STATE_ID = '__CLUBSHOP_BOOT__';

/** What the server hands the browser with a page: enough to hydrate it without a request. */
export interface BootState {
  /** The page URL the server rendered for (its public URL: the settings are keyed by it). */
  pageUrl: string;
  /** The query cache the page was rendered from (content, listings, the basket's summary...). */
  queries: DehydratedState;
  /**
   * The translations the page was rendered with, loaded from their own versioned URL before the
   * page hydrates (not in `queries`: see ssr/dictionary-file.ts).
   */
  dictionary?: { culture: string; url: string } | undefined;
  /**
   * The site's settings the page was rendered with, loaded from their own versioned URL before the
   * page hydrates and put under `pageUrl` (not in `queries`: see ssr/settings-file.ts).
   */
  settings?: { url: string } | undefined;
  /**
   * True when the server followed the API's announcements of its changes as it rendered
   * (server/follow-api-changes.ts): the answers it held were current, and a page rendered from
   * them is dropped, wherever it is kept (server/kept-pages.ts, the page cache), the moment one of
   * them changes. So the answers are current when the page arrives, however long ago it was
   * rendered: the browser counts their age from the arrival (see {@link answersAsOfArrival}).
   */
  answersCurrent?: true | undefined;
}

/**
 * Takes the boot state the server left (once: the element is removed, so its text is not kept
 * in the document), or undefined when none.
 */
export function takeBootState(doc: Document = document): BootState | undefined {
  const element = doc.getElementById(BOOT_STATE_ID);
  if (!element) return undefined;
  element.remove();
  return JSON.parse(element.textContent ?? '') as BootState;
}

/**
 * The page's answers as the browser's query cache should age them: when the server says they were
 * current as the page arrived (`answersCurrent`), each successful answer counts as updated at
 * `arrivedAt`, so a page kept for 40 s does not make the browser ask the API again for the very
 * answers it shows the moment it hydrates (the cache keeps answers fresh for 30 s); otherwise
 * their own times, and an answer older than that is asked again after hydration.
 *
 * @example
 * const boot = takeBootState();
 * if (boot) hydrate(queryClient, answersAsOfArrival(boot, Date.now()));
 */
export function answersAsOfArrival(boot: BootState, arrivedAt: number): DehydratedState {
  // The boot state is the entry's own, parsed from the page: its answers are stamped in place.
  if (boot.answersCurrent) {
    for (const { state } of boot.queries.queries) {
      if (state.status === 'success' && state.dataUpdatedAt < arrivedAt) state.dataUpdatedAt = arrivedAt;
    }
  }
  return boot.queries;
}
