import { lazy, Suspense } from 'react';
import { useConsent } from '../tracking/consent-context.ts';

const ConsentBanner = lazy(() => import('../tracking/ConsentBanner.tsx'));

/** Loads the consent banner only once the stored answer is known and the shopper has not answered. */
export function ConsentSlot() {
  const { consent, consentKnown } = useConsent();
  if (!consentKnown || consent.decided) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
