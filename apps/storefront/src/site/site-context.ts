import type { ClientContext, PendingClientContext } from '@clubshop/api-sdk';
import { DEFAULT_CULTURE } from '@clubshop/i18n/core';

/**
 * The per-site header values (StoreId, culture, currency, rootCategoryId) the api client reads
 * at every request. Settings arrive after the client exists, so the client gets a getter over
 * this holder rather than a fixed object: a country switch or late settings apply at once.
 */
export interface SiteContextHolder {
  /** The context the next request sends. */
  read(): ClientContext | PendingClientContext;
  /** Replaces the context (when the site settings arrive). */
  set(context: ClientContext | PendingClientContext): void;
}

/** A holder starting with only the default culture (no store yet: the settings call needs none). */
export function createSiteContextHolder(
  initial: ClientContext | PendingClientContext = { culture: DEFAULT_CULTURE },
): SiteContextHolder {
  let current = initial;
  return {
    read: () => current,
    set(context) {
      current = context;
    },
  };
}
