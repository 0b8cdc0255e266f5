import { lazy, type ReactNode, Suspense } from 'react';
import { Header } from './header/Header.tsx';

// Below the fold on every page: its own chunk, so the first paint does not wait for it.
const Footer = lazy(() => import('./footer/Footer.tsx'));

/** The default layout (spec section 2): header, content, popover/overlay, footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
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
  );
}
