import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { AppLogger } from '../app/logger.ts';
import { useSite } from '../site/site-context-react.ts';
import { readConsent } from './consent.ts';
import { createTracker, type Tracker } from './tracker.ts';

/**
 * One tracker per data layer and container: React's StrictMode runs effects twice in
 * development, and settings may be fetched again; a second tracker would push the consent
 * defaults (and `gtm.js`) a second time.
 */
const trackers = new WeakMap<unknown[], Map<string, Tracker>>();

/** How long a page view waits for the new page to set its title (a page may never set one). */
export const PAGE_TITLE_WAIT_MS = 3000;

/**
 * Calls `send` once the page has set its own title after a navigation (the shell resets it to
 * the site name first, and a page sets its own once its data is there), or after
 * {@link PAGE_TITLE_WAIT_MS} when it sets none. Returns a function that cancels.
 */
function whenPageTitled(resetTitle: string, send: () => void): () => void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    send();
  };
  const observer = new MutationObserver(() => {
    if (document.title !== resetTitle) finish();
  });
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  const timer = window.setTimeout(finish, PAGE_TITLE_WAIT_MS);
  if (document.title !== resetTitle) finish();
  return () => {
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
  };
}

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
 * club's settings enable it (consent defaults first, script only after consent; one tracker per
 * data layer, so nothing is pushed twice), and sends a page view after each navigation once the
 * new page has set its title. Failures are logged.
 */
export default function TrackingController({ logger, tracker, onTracker }: TrackingControllerProps) {
  const { settings } = useSite();
  const siteName = settings?.theme.siteName ?? 'ClubShop';
  const [location] = useLocation();
  const tagManager = settings?.tagManager;

  useEffect(() => {
    if (!tagManager?.enabled) return;
    try {
      const win = window as Window & { dataLayer?: unknown[] };
      win.dataLayer ??= [];
      const dataLayer = win.dataLayer;
      const byContainer = trackers.get(dataLayer) ?? new Map<string, Tracker>();
      trackers.set(dataLayer, byContainer);
      const known = byContainer.get(tagManager.containerId ?? '');
      if (known) {
        onTracker(known);
        return;
      }
      const storage = consentStorage();
      const created = createTracker(
        tagManager,
        {
          dataLayer,
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
      );
      byContainer.set(tagManager.containerId ?? '', created);
      onTracker(created);
    } catch (error) {
      logger.error('Starting the tracking failed', error);
    }
  }, [tagManager, logger, onTracker]);

  // A page view after each navigation, once the new page has set its title (its own, not the
  // site name the shell resets it to: the page's data may still be on its way).
  useEffect(
    () =>
      whenPageTitled(siteName, () => {
        try {
          tracker.pageView({ path: location, title: document.title, location: window.location.href });
        } catch (error) {
          logger.error('Tracking the page view failed', error);
        }
      }),
    [location, tracker, logger, siteName],
  );
  return null;
}
