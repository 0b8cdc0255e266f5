import { lazy, Suspense } from 'react';
import { useConsent } from '../tracking/consent-context.ts';
import { consentMarkScript } from '../tracking/consent-mark.ts';
import { useHydrated } from './ClientOnly.tsx';
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
 * Writes the shopper's consent state into `<html data-consent>` as the page parses (before the
 * banner below it paints), which the stylesheet reads to show or hide the banner's server HTML
 * (tracking/consent-mark.ts). Rendered by the server, kept while hydrating (empty: it ran already,
 * and its text is only the server's), gone after: a script React adds in the browser never runs.
 */
function ConsentMarkScript({ nonce }: { nonce: string | undefined }) {
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, built from a constant
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? consentMarkScript() : '' }}
    />
  );
}

/**
 * The cookie-consent banner's place, first in the document (it is fixed at the bottom edge): the
 * first thing a keyboard or screen reader reaches while it asks. Every page carries the banner's
 * server HTML, the same for every shopper (so a shared cache can keep the page); the page's first
 * script shows it only to a shopper who has not answered. The footer's "Cookie settings" reopens it.
 */
export function ConsentSlot({ nonce }: { nonce?: string | undefined }) {
  const { reviewing } = useConsent();
  const hydrated = useHydrated();
  if (reviewing) {
    return (
      <Suspense fallback={null}>
        <ReopenedBanner />
      </Suspense>
    );
  }
  return (
    <>
      {hydrated ? null : <ConsentMarkScript nonce={nonce} />}
      <div className="sf-consent-slot">
        <ConsentIsland />
      </div>
    </>
  );
}
