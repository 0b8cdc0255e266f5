import { LinkComponentProvider } from '@clubshop/ui-kit';
import { lazy, type ReactNode, Suspense } from 'react';
import { lazyPage } from '../app/lazy-page.ts';
import { PageLoading } from '../shell/PageLoading.tsx';
import { RouterLink } from '../shell/RouterLink.tsx';

// The header renders only once the site settings are there (its navigation, logo and usps come
// from them): its chunk loads in parallel with the settings request, from the moment this module
// runs, so it costs no time on the way to the first paint and no bytes in the entry.
const Header = lazyPage(() => import('./header/Header.tsx'));
if (typeof window !== 'undefined') void Header.preload().catch(() => undefined);

// Below the fold on every page: its own chunk, so the first paint does not wait for it. The main
// area is at least a screen high (shell.css), so neither the empty footer nor its arrival moves
// anything the shopper sees.
const Footer = lazy(() => import('./footer/Footer.tsx'));

/**
 * The default layout (spec section 2): header, content, popover/overlay, footer. Header and
 * content appear together (one boundary): the page never paints without its header and then
 * pushes the content down when it arrives.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    // ui-kit's links in the header and footer navigate through the router (no reload).
    <LinkComponentProvider component={RouterLink}>
      <Suspense fallback={<PageLoading />}>
        <div className="sf-layout">
          <Header />
          <main id="main" className="sf-main" tabIndex={-1}>
            {children}
          </main>
          {/* Overlays and modals portal here (above the footer in the stacking order). */}
          <div id="sf-overlay-root" />
          <Suspense fallback={<footer className="sf-footer" />}>
            <Footer />
          </Suspense>
        </div>
      </Suspense>
    </LinkComponentProvider>
  );
}
