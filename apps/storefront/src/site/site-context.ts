import type { ClientContext, ClubSettings, PendingClientContext } from '@clubshop/api-sdk';
import { DEFAULT_CULTURE } from '@clubshop/i18n/core';
import { clientContextOf, type Site, siteFromSettings } from './site-settings.ts';

/**
 * The page's site, held once per page (per request on the server): its club, country, culture
 * and currency, derived from the settings answer once and read by everything after (the server's
 * loader, the document's language, `SiteProvider`), and the per-site header values (StoreId,
 * culture, currency, rootCategoryId) the api client reads at every request. Settings arrive after
 * the client exists, so the client gets a getter over this holder rather than a fixed object.
 */
export interface SiteContextHolder {
  /** The context the next request sends. */
  read(): ClientContext | PendingClientContext;
  /** The site, once its settings were answered (or failed: the defaults); undefined before. */
  current(): Site | undefined;
  /**
   * The site of a settings answer (`undefined`: none could be loaded) for the page at `pageUrl`:
   * the held one when it was derived from this very answer, otherwise derived now and held, the
   * client's headers following it.
   */
  settle(settings: ClubSettings | undefined, pageUrl: string): Site;
}

/** A holder starting with only the default culture (no store yet: the settings call needs none). */
export function createSiteContextHolder(): SiteContextHolder {
  let headers: ClientContext | PendingClientContext = { culture: DEFAULT_CULTURE };
  let site: Site | undefined;
  let siteUrl: string | undefined;
  return {
    read: () => headers,
    current: () => site,
    settle(settings, pageUrl) {
      if (site && site.settings === settings && siteUrl === pageUrl) return site;
      site = siteFromSettings(settings, pageUrl);
      siteUrl = pageUrl;
      headers = clientContextOf(site);
      return site;
    },
  };
}
