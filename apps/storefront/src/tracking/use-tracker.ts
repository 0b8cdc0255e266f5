import { createContext, useContext } from 'react';
import type { Tracker } from './tracker.ts';

/**
 * A tracker that sends nothing: the default until the site's tracker exists (and for clubs whose
 * settings do not enable the tag manager). Written out here so the tracker module itself stays
 * out of the entry chunk.
 */
export const silentTracker: Tracker = {
  enabled: false,
  consent: () => ({ decided: false, statistics: false, marketing: false }),
  setConsent: () => undefined,
  pageView: () => undefined,
  ecommerce: () => undefined,
};

/** The site's tracker (see TrackingProvider). */
export const TrackerContext = createContext<Tracker>(silentTracker);

/** The site's tracker: page views and e-commerce events, sent only as consent allows. */
export function useTracker(): Tracker {
  return useContext(TrackerContext);
}
