import { createContext, useContext, useSyncExternalStore } from 'react';
import { type ConsentState, deniedConsent } from './consent.ts';

/** The shopper's consent as the page knows it. */
export interface ConsentSnapshot {
  consent: ConsentState;
  /** Whether the stored answer has been read (in the browser, after hydration). */
  consentKnown: boolean;
  /**
   * The shopper reopened the banner (the footer's "Cookie settings") to change an answer: it shows
   * although consent is decided; the answer given stays in force until a new one.
   */
  reviewing?: boolean | undefined;
}

/**
 * Where the consent lives: one object for the page's whole life, so the context above the layout
 * never changes value (a change would reach every part of the page below it, hydrated or not).
 * Components read it through {@link useConsent}.
 */
export interface ConsentStore {
  get(): ConsentSnapshot;
  subscribe(onChange: () => void): () => void;
  /** Records the shopper's answer. */
  decide(state: ConsentState): void;
  /** Shows the banner again so the shopper can change the answer (see `reviewing`). */
  reopen(): void;
}

const unknown: ConsentSnapshot = Object.freeze({ consent: deniedConsent, consentKnown: false });

/** A consent store starting denied and undecided; `onDecide` persists an answer. */
export function createConsentStore(onDecide: (state: ConsentState) => void): ConsentStore & {
  set(snapshot: ConsentSnapshot): void;
} {
  let snapshot = unknown;
  const listeners = new Set<() => void>();
  const set = (next: ConsentSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => snapshot,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    decide(state) {
      const decided = { ...state, decided: true };
      set({ consent: decided, consentKnown: true });
      onDecide(decided);
    },
    reopen() {
      if (snapshot.consentKnown) set({ ...snapshot, reviewing: true });
    },
    set,
  };
}

/** Consent of the shop; denied and undecided until the TrackingProvider knows better. */
export const ConsentContext = createContext<ConsentStore>({
  get: () => unknown,
  subscribe: () => () => undefined,
  decide: () => undefined,
  reopen: () => undefined,
});

/** The shopper's consent (denied and unknown on the server and while hydrating), `decide` and `reopen`. */
export function useConsent(): ConsentSnapshot & {
  decide: (state: ConsentState) => void;
  reopen: () => void;
} {
  const store = useContext(ConsentContext);
  const snapshot = useSyncExternalStore(store.subscribe, store.get, () => unknown);
  return { ...snapshot, decide: store.decide, reopen: store.reopen };
}
