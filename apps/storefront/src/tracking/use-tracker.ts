import { createContext, useContext } from 'react';
import { createTracker, type Tracker } from './tracker.ts';

/** A tracker that sends nothing: the default until the site's tracker exists, and in tests. */
export const silentTracker: Tracker = createTracker(
  { enabled: false },
  { dataLayer: [], loadScript: () => undefined, now: () => 0 },
);

/** The site's tracker (see TrackingProvider). */
export const TrackerContext = createContext<Tracker>(silentTracker);

/** The site's tracker: page views and e-commerce events, sent only as consent allows. */
export function useTracker(): Tracker {
  return useContext(TrackerContext);
}
