import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { AppLogger } from '../app/logger.ts';
import { useSite } from '../site/site-context-react.ts';
import { readConsent } from './consent.ts';
import { createTracker, type Tracker } from './tracker.ts';

function consentStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Props of {@link TrackingController}. */
export interface TrackingControllerProps {
  logger: AppLogger;
  tracker: Tracker;
  /** Hands the site's tracker to the provider (once the club's settings enable it). */
  onTracker: (tracker: Tracker) => void;
}

/**
 * The working part of tracking, a chunk of its own: creates the tag-manager tracker when the
 * club's settings enable it (consent defaults first, script only after consent), and sends a
 * page view after each navigation. Failures are logged.
 */
export default function TrackingController({ logger, tracker, onTracker }: TrackingControllerProps) {
  const { settings } = useSite();
  const [location] = useLocation();
  const tagManager = settings?.tagManager;

  useEffect(() => {
    if (!tagManager?.enabled) return;
    try {
      const win = window as Window & { dataLayer?: unknown[] };
      win.dataLayer ??= [];
      const storage = consentStorage();
      onTracker(
        createTracker(
          tagManager,
          {
            dataLayer: win.dataLayer,
            now: () => Date.now(),
            loadScript: (src) => {
              const script = document.createElement('script');
              script.async = true;
              script.src = src;
              script.onerror = () => logger.error('Loading the tag manager failed', src);
              document.head.append(script);
            },
          },
          storage ? readConsent(storage) : undefined,
        ),
      );
    } catch (error) {
      logger.error('Starting the tracking failed', error);
    }
  }, [tagManager, logger, onTracker]);

  // A page view after each navigation, once the new page had a moment to set its title.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      try {
        tracker.pageView({ path: location, title: document.title, location: window.location.href });
      } catch (error) {
        logger.error('Tracking the page view failed', error);
      }
    }, 0);
    return () => window.clearTimeout(timer);
  }, [location, tracker, logger]);
  return null;
}
