import { LinkComponentProvider } from '@clubshop/ui-kit';
import type { ReactNode } from 'react';
import { lazyIsland } from '../shell/island.tsx';
import { SiteLink } from '../shell/SiteLink.tsx';
import { ConsentSettingsButton } from '../tracking/ConsentSettingsButton.tsx';
import Header, { HeaderNavigation, HeaderSearch, MobileMenu } from './header/Header.tsx';

// Below the fold on every page: rendered by the server, hydrated when it comes near the screen.
export const Footer = lazyIsland(() => import('./footer/Footer.tsx'));

/** Loads the layout's islands, so the server renders them whole (it waits for this first). */
export const preloadLayoutIslands = (): Promise<unknown> =>
  Promise.all([Footer.preload(), HeaderNavigation.preload(), HeaderSearch.preload(), MobileMenu.preload()]);

/**
 * The default layout (docs/product/requirements.md#layouts): header, content, popover/overlay,
 * footer. All of it is in the server's HTML (header and footer come from the site settings the
 * server already has); the footer's code loads as the shopper scrolls towards it.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    // ui-kit's links in the header and footer navigate through the router (no reload).
    <LinkComponentProvider component={SiteLink}>
      <div className="sf-layout">
        <Header />
        <main id="main" className="sf-main" tabIndex={-1}>
          {children}
        </main>
        {/* Overlays and modals portal here (above the footer in the stacking order). */}
        <div id="sf-overlay-root" />
        <Footer />
        {/* Under the footer, in the server's HTML: reopens the consent banner to change an answer. */}
        <ConsentSettingsButton />
      </div>
    </LinkComponentProvider>
  );
}
