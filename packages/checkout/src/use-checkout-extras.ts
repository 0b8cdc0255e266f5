'use client';

import { type CheckoutState, RequiredError } from '@clubshop/api-sdk';
import { useBasketToken } from '@clubshop/basket';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { patchCheckoutDraft, resetCheckoutDraft } from './checkout-draft.ts';
import { applyCheckoutState } from './checkout-session.ts';
import { useCheckoutSession } from './use-checkout-session.ts';

function useCheckoutChange<V>(
  operation: string,
  call: (token: string, value: V) => Promise<CheckoutState>,
): UseMutationResult<CheckoutState, Error, V> {
  const session = useCheckoutSession();
  const token = useBasketToken();
  return useMutation({
    mutationFn: (value: V) => {
      if (!token) throw new RequiredError('token', operation);
      return call(token, value);
    },
    onSuccess: (state) => applyCheckoutState(session, state),
  });
}

/** Saves the order comment (`POST /api/checkout/{token}/comment`). */
export function useSetComment(): UseMutationResult<CheckoutState, Error, string> {
  const { client } = useCheckoutSession();
  return useCheckoutChange('setComment', (token, comment: string) =>
    client.checkout.setComment(token, { comment }),
  );
}

/**
 * Adds a voucher code. The server's refusal (unknown code, not valid for this basket) fails the
 * mutation with the server's message, for the voucher input to show.
 */
export function useAddVoucher(): UseMutationResult<CheckoutState, Error, string> {
  const { client } = useCheckoutSession();
  return useCheckoutChange('addVoucher', (token, code: string) => client.checkout.addVoucher(token, code));
}

/** Removes a voucher code; the server's refusal fails the mutation with its message. */
export function useRemoveVoucher(): UseMutationResult<CheckoutState, Error, string> {
  const { client } = useCheckoutSession();
  return useCheckoutChange('removeVoucher', (token, code: string) =>
    client.checkout.removeVoucher(token, code),
  );
}

/** Chooses the payment provider (a payment method id); kept on this device until submit. */
export function useSelectPaymentProvider(): (paymentProviderId: string) => void {
  const { store } = useCheckoutSession();
  const token = useBasketToken();
  return useCallback(
    (paymentProviderId: string) => {
      if (token) patchCheckoutDraft(store, token, { paymentProviderId });
    },
    [store, token],
  );
}

/** The checkout reset: clears shipping and invoice details, shipping provider and payment provider. */
export function useResetCheckout(): () => void {
  const { store } = useCheckoutSession();
  const token = useBasketToken();
  return useCallback(() => {
    if (token) resetCheckoutDraft(store, token);
  }, [store, token]);
}
