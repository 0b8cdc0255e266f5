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
