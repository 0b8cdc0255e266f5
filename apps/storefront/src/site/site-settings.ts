import type { ClientContext, ClubSettings } from '@clubshop/api-sdk';
import { type CultureSettings, resolveCulture } from '@clubshop/i18n/core';

/** The site a page belongs to, as the shell uses it. */
export interface Site {
  /** The settings from /api/settings, or undefined when they could not be loaded (logged). */
  settings: ClubSettings | undefined;
  /** Locale, culture and currency, with the defaults en-US / en / EUR for whatever is missing. */
  culture: CultureSettings;
  /**
   * The origin the shopper reached the site under (`https://shop.club.com`), known on the server
   * from the request and in the browser from the page: absolute links (canonical, Open Graph,
   * structured data) are made under it, and links to it stay inside the app.
   */
  origin: string;
}

/** The site of a settings answer (or of none: the defaults) for a page URL. */
export function siteFromSettings(settings: ClubSettings | undefined, pageUrl = 'http://localhost/'): Site {
  return {
    settings,
    origin: new URL(pageUrl).origin,
    culture: resolveCulture({
      locale: settings?.locale,
      culture: settings?.culture,
      currency: settings?.currency,
    }),
  };
}

/** The headers every later call carries for this site (spec section 7). */
export function clientContextOf(site: Site): ClientContext {
  return {
    culture: site.culture.culture,
    currency: site.culture.currency,
    storeId: site.settings?.storeId,
    rootCategoryId: site.settings?.rootCategoryId,
  };
}
