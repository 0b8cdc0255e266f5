import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { ClientOnly } from '../app/ClientOnly.tsx';
import type { AppLogger } from '../app/logger.ts';
import { readConsent, writeConsent } from './consent.ts';
import { ConsentContext, createConsentStore, useConsent } from './consent-context.ts';
import type { ConsentMark } from './consent-mark.ts';
import type { TrackingControllerProps } from './TrackingController.tsx';
import type { Tracker } from './tracker.ts';
import { silentTracker, TrackerContext } from './use-tracker.ts';

const TrackingController = lazy(() => import('./TrackingController.tsx'));

function consentStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A tracker that forwards to whichever tracker the site has now: one object for the page's life,
 * so the context holding it never changes value when the site's tracker arrives.
 */
function createTrackerSwitch(): Tracker & { use(tracker: Tracker): void } {
  let current: Tracker = silentTracker;
  return {
    get enabled() {
      return current.enabled;
    },
    consent: () => current.consent(),
    setConsent: (state) => current.setConsent(state),
    pageView: (view) => current.pageView(view),
    ecommerce: (name, event) => current.ecommerce(name, event),
    use(tracker) {
      current = tracker;
    },
  };
}

/**
 * Mounts the tracking controller (its own chunk) once the shopper has granted statistics consent,
 * and keeps it from then on (a withdrawal reaches the tracker through the consent). Before that no
 * tracking call may leave the page anyway, so a first visit does not download the controller.
 */
function ConsentedTracking(props: TrackingControllerProps) {
  const { consent } = useConsent();
  const [granted, setGranted] = useState(false);
  if (consent.statistics && !granted) setGranted(true);
  if (!granted && !consent.statistics) return null;
  return (
    <Suspense fallback={null}>
      <TrackingController {...props} />
    </Suspense>
  );
}

/**
 * Tracking of the site: the shopper's consent (denied until answered, kept in localStorage), the
 * tracker pages send e-commerce events to, and a lazily loaded controller (loaded once statistics
 * consent is granted) that starts the tag manager when the club's settings enable it and sends a
 * page view after each navigation.
 * Both contexts hold objects that live as long as the page: a change of consent or tracker
 * re-renders only what reads it.
 */
export function TrackingProvider({ logger, children }: { logger: AppLogger; children: ReactNode }) {
  const [tracker] = useState(createTrackerSwitch);
  const [consent] = useState(() =>
    createConsentStore((decided) => {
      const storage = consentStorage();
      if (storage) writeConsent(storage, decided);
      // The banner's server HTML (shell/ConsentSlot.tsx) stays hidden on this page from now on.
      document.documentElement.dataset.consent = 'answered' satisfies ConsentMark;
      tracker.setConsent(decided);
    }),
  );
  const switchTracker = useCallback((next: Tracker) => tracker.use(next), [tracker]);
  // Denied until the stored answer is read after hydration (the server cannot know it, and the
  // first render in the browser must match the server's). The banner's server HTML does not wait
  // for this: the page's inline script shows or hides it (tracking/consent-mark.ts).
  useEffect(() => {
    const storage = consentStorage();
    consent.set({ consent: storage ? readConsent(storage) : consent.get().consent, consentKnown: true });
  }, [consent]);
  return (
    <ConsentContext value={consent}>
      <TrackerContext value={tracker}>
        {children}
        <ClientOnly>
          <ConsentedTracking logger={logger} tracker={tracker} onTracker={switchTracker} />
        </ClientOnly>
      </TrackerContext>
    </ConsentContext>
  );
}
