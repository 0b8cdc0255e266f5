import type { DehydratedState } from '@tanstack/react-query';

/** The global the server's inline bootstrap script sets and the browser entry reads once. */
export const BOOT_STATE_GLOBAL = '__CLUBSHOP_BOOT__';

/** What the server hands the browser with a page: enough to hydrate it without a request. */
export interface BootState {
  /** The page URL the server rendered for (its public URL: the settings are keyed by it). */
  pageUrl: string;
  /** The query cache the page was rendered from (settings, content, listings...). */
  queries: DehydratedState;
  /**
   * The translations the page was rendered with, loaded from their own versioned URL before the
   * page hydrates (not in `queries`: see ssr/dictionary-file.ts).
   */
  dictionary?: { culture: string; url: string } | undefined;
}

/** Takes the boot state the server left (once: the global is removed), or undefined when none. */
export function takeBootState(win: Window = window): BootState | undefined {
  const holder = win as unknown as Record<string, BootState | undefined>;
  const state = holder[BOOT_STATE_GLOBAL];
  delete holder[BOOT_STATE_GLOBAL];
  return state;
}
