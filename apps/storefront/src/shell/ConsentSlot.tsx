import { lazy, Suspense } from 'react';
import { useConsent } from '../tracking/consent-context.ts';

const ConsentBanner = lazy(() => import('../tracking/ConsentBanner.tsx'));

/** Loads the consent banner only while the shopper has not answered. */
export function ConsentSlot() {
  const { consent } = useConsent();
  if (consent.decided) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
