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
import { type CheckoutDraftPatch, patchCheckoutDraft } from './checkout-draft.ts';
import {
  type AddressBodies,
  type AddressKind,
  addressQueueFor,
  applyCheckoutState,
} from './checkout-session.ts';
import { useCheckoutSession } from './use-checkout-session.ts';

const invoiceDraftPatch = (details: InvoiceDetailsDraft): CheckoutDraftPatch => ({ invoiceDetails: details });
const shippingDraftPatch = (details: ShippingDetailsDraft): CheckoutDraftPatch => ({
  shippingDetails: details,
  useShippingAddress: true,
});

/**
 * An address update of `kind`: the draft patched at once (`patch`, a module constant), then the
 * address sent through the kind's queue. Nothing without a basket token.
 */
function useQueuedAddressUpdate<K extends AddressKind>(
  kind: K,
  patch: (details: AddressBodies[K]) => CheckoutDraftPatch,
): (details: AddressBodies[K]) => void {
  const session = useCheckoutSession();
  const token = useBasketToken();
  return useCallback(
    (details: AddressBodies[K]) => {
      if (!token) return;
      patchCheckoutDraft(session.store, token, patch(details));
      addressQueueFor(session, token, kind).enqueue(details);
    },
    [session, token, kind, patch],
  );
}

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
  return useQueuedAddressUpdate('billing', invoiceDraftPatch);
}

/**
 * Updates the shipping details (and turns the separate shipping address on): stored locally at
 * once, then sent through the address queue like {@link useUpdateInvoiceDetails}.
 */
export function useUpdateShippingDetails(): (details: ShippingDetailsDraft) => void {
  return useQueuedAddressUpdate('shipping', shippingDraftPatch);
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
