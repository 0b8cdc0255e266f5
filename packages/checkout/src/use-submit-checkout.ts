'use client';

import { RequiredError } from '@clubshop/api-sdk';
import { useBasketToken } from '@clubshop/basket';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { settleAddressQueues } from './checkout-session.ts';
import { createInFlightGuard } from './in-flight-guard.ts';
import { currentSiteRoot, type SubmitCheckoutInput, submitCheckout } from './submit-checkout.ts';
import { useCheckoutSession } from './use-checkout-session.ts';

/** Options of {@link useSubmitCheckout}. */
export interface UseSubmitCheckoutOptions {
  /** Sends the browser to the payment page; `window.location.assign` by default. */
  navigate?: (url: string) => void;
  /** The site root payment returns to; the page's origin + `/` by default. */
  siteRoot?: string;
}

const assignLocation = (url: string) => globalThis.location.assign(url);

/**
 * Submits the checkout: sends addresses still queued, then the basket checkout (and the
 * newsletter signup in parallel when ticked), then redirects to the payment page. A double click
 * submits once: calls while one is in flight share it. `success: false` fails the mutation with
 * the first error's message (or an empty one).
 *
 * @example
 * const submit = useSubmitCheckout(); // redirects to the payment page on success
 * <button type="submit" disabled={submit.isPending} onClick={() => submit.mutate({ paymentProviderId: 'card' })}>
 *   Pay
 * </button>
 */
export function useSubmitCheckout(
  options: UseSubmitCheckoutOptions = {},
): UseMutationResult<string, Error, SubmitCheckoutInput> {
  const session = useCheckoutSession();
  const token = useBasketToken();
  // The guard lives as long as the component: a second click after the re-render that the first
  // one caused must meet the same guard, whatever new `navigate` function the parent passed.
  const latest = useRef({ session, token, options });
  useLayoutEffect(() => {
    latest.current = { session, token, options };
  });
  const [submit] = useState(() =>
    createInFlightGuard(async (input: SubmitCheckoutInput) => {
      const { session, token, options } = latest.current;
      if (!token) throw new RequiredError('token', 'checkoutBasket');
      await settleAddressQueues(session, token);
      return submitCheckout(input, {
        client: session.client,
        token,
        siteRoot: options.siteRoot ?? currentSiteRoot(),
        navigate: options.navigate ?? assignLocation,
        logger: session.logger,
      });
    }),
  );
  return useMutation({ mutationFn: submit });
}
