import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { AppLogger } from '../app/logger.ts';
import { ClientOnly } from '../shell/ClientOnly.tsx';
import { type ConsentState, deniedConsent, readConsent, writeConsent } from './consent.ts';
import { ConsentContext } from './consent-context.ts';
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
 * Tracking of the site: the shopper's consent (denied until answered, kept in localStorage), the
 * tracker pages send e-commerce events to, and a lazily loaded controller that starts the tag
 * manager only when the club's settings enable it and sends a page view after each navigation.
 */
export function TrackingProvider({ logger, children }: { logger: AppLogger; children: ReactNode }) {
  // Denied until the stored answer is read after hydration (the server cannot know it, and the
  // first render in the browser must match the server's); the banner renders only after that.
  const [consent, setConsent] = useState<ConsentState>(deniedConsent);
  const [consentKnown, setConsentKnown] = useState(false);
  useEffect(() => {
    const storage = consentStorage();
    if (storage) setConsent(readConsent(storage));
    setConsentKnown(true);
  }, []);
  const [tracker, setTracker] = useState<Tracker>(silentTracker);

  const decide = useCallback(
    (next: ConsentState) => {
      const decided = { ...next, decided: true };
      setConsent(decided);
      const storage = consentStorage();
      if (storage) writeConsent(storage, decided);
      tracker.setConsent(decided);
    },
    [tracker],
  );
  const consentValue = useMemo(() => ({ consent, consentKnown, decide }), [consent, consentKnown, decide]);
  return (
    <ConsentContext value={consentValue}>
      <TrackerContext value={tracker}>
        {children}
        <ClientOnly>
          <Suspense fallback={null}>
            <TrackingController logger={logger} tracker={tracker} onTracker={setTracker} />
          </Suspense>
        </ClientOnly>
      </TrackerContext>
    </ConsentContext>
  );
}
