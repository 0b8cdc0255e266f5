import { createContext, useContext } from 'react';
import { type ConsentState, deniedConsent } from './consent.ts';

/** The shopper's consent and how to record an answer. */
export interface ConsentValue {
  consent: ConsentState;
  /** Whether the stored answer has been read (in the browser, after hydration). */
  consentKnown: boolean;
  decide: (state: ConsentState) => void;
}

/** Consent of the shop; denied and undecided until the TrackingProvider knows better. */
export const ConsentContext = createContext<ConsentValue>({
  consent: deniedConsent,
  consentKnown: false,
  decide: () => undefined,
});

/** The shopper's consent and `decide` for the banner. */
export function useConsent(): ConsentValue {
  return useContext(ConsentContext);
}
