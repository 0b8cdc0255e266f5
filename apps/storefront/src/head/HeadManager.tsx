import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { useSite } from '../site/site-context-react.ts';
import { resetHead } from './page-head.ts';

/**
 * Resets the page title and page meta whenever the path changes (spec section 2), before the new
 * page sets its own, and sets the document language. (The hreflang links of the site's other
 * countries are written by the lazily loaded NavigationEffects.)
 */
export function HeadManager() {
  const [location] = useLocation();
  const { settings, culture } = useSite();
  const baseTitle = settings?.theme.siteName ?? 'ClubShop';

  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on every path change
  useLayoutEffect(() => {
    resetHead(document, baseTitle);
  }, [location, baseTitle]);

  useLayoutEffect(() => {
    document.documentElement.lang = culture.locale;
  }, [culture]);
  return null;
}
