/**
 * Cookie consent: what the shopper allowed, and the Google consent-mode commands it maps to.
 * Consent defaults to denied (docs/product/requirements.md#product, #constants); the tag manager
 * waits up to 10000 ms for the shopper's answer before it would act on the defaults.
 */
export const CONSENT_WAIT_FOR_UPDATE_MS = 10_000;
export const CONSENT_STORAGE_KEY = 'clubshop:consent';

/** What the shopper allowed. `decided` is false until they answered the banner. */
export interface ConsentState {
  decided: boolean;
  statistics: boolean;
  marketing: boolean;
}

/** Nothing allowed, nothing decided: the state before the banner is answered. */
export const deniedConsent: ConsentState = Object.freeze({
  decided: false,
  statistics: false,
  marketing: false,
});

type Signal = 'granted' | 'denied';
const signal = (allowed: boolean): Signal => (allowed ? 'granted' : 'denied');

/** The consent-mode signals for a consent state. */
export function consentSignals(state: ConsentState): Record<string, Signal> {
  return {
    analytics_storage: signal(state.statistics),
    ad_storage: signal(state.marketing),
    ad_user_data: signal(state.marketing),
    ad_personalization: signal(state.marketing),
    functionality_storage: 'granted',
    security_storage: 'granted',
  };
}

/** The `consent default` command: everything optional denied, waiting for the shopper's update. */
export function consentDefaultCommand(): ['consent', 'default', Record<string, Signal | number>] {
  return [
    'consent',
    'default',
    { ...consentSignals(deniedConsent), wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS },
  ];
}

/** The `consent update` command for the shopper's answer. */
export function consentUpdateCommand(state: ConsentState): ['consent', 'update', Record<string, Signal>] {
  return ['consent', 'update', consentSignals(state)];
}

/** Reads a stored answer; anything missing or malformed is "not decided, denied". */
export function readConsent(storage: Pick<Storage, 'getItem'>): ConsentState {
  try {
    const parsed = JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Partial<ConsentState> | null;
    if (parsed?.decided !== true) return deniedConsent;
    return { decided: true, statistics: parsed.statistics === true, marketing: parsed.marketing === true };
  } catch {
    return deniedConsent;
  }
}

/** Stores the shopper's answer. */
export function writeConsent(storage: Pick<Storage, 'setItem'>, state: ConsentState): void {
  storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ ...state, decided: true }));
}
