import { lazy, Suspense } from 'react';
import { useConsent } from '../tracking/consent-context.ts';

const ConsentBanner = lazy(() => import('../tracking/ConsentBanner.tsx'));

/**
 * Loads the consent banner only once the stored answer is known and the shopper has not answered,
 * or reopened it to change the answer (the footer's "Cookie settings").
 */
export function ConsentSlot() {
  const { consent, consentKnown, reviewing } = useConsent();
  if (!consentKnown || (consent.decided && !reviewing)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
