import { lazy, Suspense } from 'react';
import { useConsent } from '../tracking/consent-context.ts';
import { lazyIsland } from './island.tsx';

/**
 * The banner as the first paint shows it: server HTML whose code loads when the shopper first
 * reaches it (pointer, touch, focus or key), and a tap given before that is done again once it has
 * (shell/island-replay.ts). So a first visit downloads no banner code, and the banner is on screen
 * with the page's first paint instead of after hydration.
 */
const ConsentIsland = lazyIsland(() => import('../tracking/ConsentBanner.tsx'), { trigger: 'interaction' });

/** The banner reopened from the footer's "Cookie settings" (a render in the browser, no server HTML). */
const ReopenedBanner = lazy(() => import('../tracking/ConsentBanner.tsx'));

/**
 * The cookie-consent banner's place, first in the document (it is fixed at the bottom edge): the
 * first thing a keyboard or screen reader reaches while it asks. Every page carries the banner's
 * server HTML, the same for every shopper (so a shared cache can keep the page); the page's inline
 * script shows it only to a shopper who has not answered (tracking/consent-mark.ts, run with the
 * page's loader at the end of the body). The footer's "Cookie settings" reopens it.
 */
export function ConsentSlot() {
  const { reviewing } = useConsent();
  if (reviewing) {
    return (
      <Suspense fallback={null}>
        <ReopenedBanner />
      </Suspense>
    );
  }
  return (
    <div className="sf-consent-slot">
      <ConsentIsland />
    </div>
  );
}
