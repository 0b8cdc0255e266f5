import { roundForTracking } from '@clubshop/i18n';
import { type ConsentState, consentDefaultCommand, consentUpdateCommand, deniedConsent } from './consent.ts';
import { trackedLocation } from './tracked-location.ts';

/** Where a club's tag manager is configured: the site settings, never a theme name in code. */
export interface TagManagerSettings {
  enabled: boolean;
  containerId?: string | undefined;
}

/** One product in an e-commerce event. Prices are rounded to 2 decimals when sent. */
export interface TrackedItem {
  id: string;
  name: string;
  price: number;
  quantity: number;
  variant?: string | undefined;
  category?: string | undefined;
}

/** The e-commerce events the storefront sends. */
export type EcommerceEventName = 'view_item' | 'add_to_cart' | 'begin_checkout' | 'purchase';

export interface EcommerceEvent {
  currency: string;
  items: TrackedItem[];
  /** The order or basket value; computed from the items when omitted. */
  value?: number;
  transactionId?: string;
  shipping?: number;
}

export interface TrackerEnvironment {
  /** The tag manager's data layer (window.dataLayer in a browser). */
  dataLayer: unknown[];
  /** Adds the tag manager's script to the page. */
  loadScript: (src: string) => void;
  now: () => number;
}

/** The storefront's tracking: page views and e-commerce events, only as consent allows. */
export interface Tracker {
  readonly enabled: boolean;
  consent(): ConsentState;
  setConsent(state: ConsentState): void;
  /** A page view; `location` is reduced to what may be tracked (see `trackedLocation`). */
  pageView(page: { path: string; title: string; location: string }): void;
  ecommerce(name: EcommerceEventName, event: EcommerceEvent): void;
}

/**
 * Creates the tracker. For a club whose settings do not enable the tag manager, every call is a
 * no-op. Otherwise the consent defaults (denied, wait 10000 ms) go to the data layer at once; the
 * tag manager's script is loaded, and events are pushed, only once statistics consent is granted:
 * before that no tracking call leaves the page.
 */
export function createTracker(
  settings: TagManagerSettings,
  environment: TrackerEnvironment,
  initialConsent: ConsentState = deniedConsent,
): Tracker {
  const enabled = settings.enabled && Boolean(settings.containerId);
  let consent = initialConsent;
  let scriptLoaded = false;

  const push = (entry: unknown) => {
    environment.dataLayer.push(entry);
  };

  const loadTagManagerOnce = () => {
    if (scriptLoaded || !consent.statistics) return;
    scriptLoaded = true;
    push({ 'gtm.start': environment.now(), event: 'gtm.js' });
    environment.loadScript(
      `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(settings.containerId ?? '')}`,
    );
  };

  if (enabled) {
    push(consentDefaultCommand());
    if (consent.decided) push(consentUpdateCommand(consent));
    loadTagManagerOnce();
  }

  return {
    enabled,
    consent: () => consent,
    setConsent(state) {
      consent = { ...state, decided: true };
      if (!enabled) return;
      push(consentUpdateCommand(consent));
      loadTagManagerOnce();
    },
    pageView(page) {
      if (!enabled || !consent.statistics) return;
      push({
        event: 'page_view',
        page_path: page.path,
        page_title: page.title,
        // Never the address as it is: only the allow-listed query parameters (no secret, ever).
        page_location: trackedLocation(page.location),
      });
    },
    ecommerce(name, event) {
      if (!enabled || !consent.statistics) return;
      const items = event.items.map((item) => ({
        item_id: item.id,
        item_name: item.name,
        price: roundForTracking(item.price),
        quantity: item.quantity,
        ...(item.variant ? { item_variant: item.variant } : {}),
        ...(item.category ? { item_category: item.category } : {}),
      }));
      const value = event.value ?? event.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
      push({ ecommerce: null });
      push({
        event: name,
        ecommerce: {
          currency: event.currency,
          value: roundForTracking(value),
          ...(event.transactionId ? { transaction_id: event.transactionId } : {}),
          ...(event.shipping !== undefined ? { shipping: roundForTracking(event.shipping) } : {}),
          items,
        },
      });
    },
  };
}
