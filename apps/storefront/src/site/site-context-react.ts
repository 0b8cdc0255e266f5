import { createContext, useContext } from 'react';
import { type Site, siteFromSettings } from './site-settings.ts';

/** The current site; the defaults until settings are known. */
export const SiteContext = createContext<Site>(siteFromSettings(undefined));

/** The current site: its settings (club, country, navigation, footer...) and culture. */
export function useSite(): Site {
  return useContext(SiteContext);
}
