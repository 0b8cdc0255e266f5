import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import type { AppLogger } from '../app/logger.ts';
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
  const [consent, setConsent] = useState<ConsentState>(() => {
    const storage = consentStorage();
    return storage ? readConsent(storage) : deniedConsent;
  });
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
  const consentValue = useMemo(() => ({ consent, decide }), [consent, decide]);
  return (
    <ConsentContext value={consentValue}>
      <TrackerContext value={tracker}>
        {children}
        <Suspense fallback={null}>
          <TrackingController logger={logger} tracker={tracker} onTracker={setTracker} />
        </Suspense>
      </TrackerContext>
    </ConsentContext>
  );
}
