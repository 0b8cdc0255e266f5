import type { ReactNode } from 'react';
import { Footer } from './footer/Footer.tsx';
import { Header } from './header/Header.tsx';

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
      <Footer />
    </div>
  );
}
