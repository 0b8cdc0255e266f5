'use client';

import {
  type CheckoutState,
  type InvoiceDetailsDraft,
  RequiredError,
  type ShippingDetailsDraft,
} from '@clubshop/api-sdk';
import { useBasketToken } from '@clubshop/basket';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { patchCheckoutDraft } from './checkout-draft.ts';
import { addressQueueFor, applyCheckoutState } from './checkout-session.ts';
import { useCheckoutSession } from './use-checkout-session.ts';

/**
 * Updates the invoice (billing) details: stored locally at once, then sent through the address
 * queue (at once when nothing else is queued, else after 500 ms; an empty form at once). The
 * newest answer brings fresh shipping methods into the checkout query.
 *
 * @example
 * const updateInvoice = useUpdateInvoiceDetails();
 * updateInvoice({ ...checkout.invoiceDetails, street: 'High Road 1' }); // stored now, sent through the queue
 */
export function useUpdateInvoiceDetails(): (details: InvoiceDetailsDraft) => void {
  const session = useCheckoutSession();
  const token = useBasketToken();
  return useCallback(
    (details: InvoiceDetailsDraft) => {
      if (!token) return;
      patchCheckoutDraft(session.store, token, { invoiceDetails: details });
      addressQueueFor(session, token, 'billing').enqueue(details);
    },
    [session, token],
  );
}

/**
 * Updates the shipping details (and turns the separate shipping address on): stored locally at
 * once, then sent through the address queue like {@link useUpdateInvoiceDetails}.
 */
export function useUpdateShippingDetails(): (details: ShippingDetailsDraft) => void {
  const session = useCheckoutSession();
  const token = useBasketToken();
  return useCallback(
    (details: ShippingDetailsDraft) => {
      if (!token) return;
      patchCheckoutDraft(session.store, token, { shippingDetails: details, useShippingAddress: true });
      addressQueueFor(session, token, 'shipping').enqueue(details);
    },
    [session, token],
  );
}

/**
 * Deletes the separate shipping address (`DELETE /api/checkout/{token}/shippingaddress`): goods go
 * to the billing address again. Waits for shipping addresses still queued, so the delete is the
 * last word.
 */
export function useDeleteShippingAddress(): UseMutationResult<CheckoutState, Error, void> {
  const session = useCheckoutSession();
  const token = useBasketToken();
  return useMutation({
    mutationFn: async () => {
      if (!token) throw new RequiredError('token', 'deleteShippingAddress');
      patchCheckoutDraft(session.store, token, { useShippingAddress: false, shippingDetails: undefined });
      const queue = addressQueueFor(session, token, 'shipping');
      queue.flush();
      await queue.whenIdle();
      return session.client.checkout.deleteShippingAddress(token);
    },
    onSuccess: (state) => applyCheckoutState(session, state),
  });
}
