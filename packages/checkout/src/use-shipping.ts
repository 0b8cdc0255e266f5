'use client';

import {
  type CheckoutState,
  type DropPointListResponse,
  RequiredError,
  type ShippingSelection,
} from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import { useBasketToken } from '@clubshop/basket';
import { type UseMutationResult, type UseQueryResult, useMutation, useQuery } from '@tanstack/react-query';
import { type CheckoutDraftPatch, patchCheckoutDraft, readCheckoutDraft } from './checkout-draft.ts';
import { applyCheckoutState, settleAddressQueues } from './checkout-session.ts';
import { useCheckoutSession } from './use-checkout-session.ts';

/** What the selection mutation remembers to roll back. */
interface SelectContext {
  token: string;
  previous: Pick<CheckoutDraftPatch, 'shippingMethodId' | 'dropPointId'>;
}

/**
 * Chooses a shipping method, with an optional drop point and custom zip code. Shows the choice
 * at once; the answer brings updated methods and a basket summary (the shipping total), which
 * update the checkout and basket queries. Addresses still queued are sent first.
 *
 * @example
 * const select = useSelectShipping();
 * select.mutate({ shippingMethodId: 'gb-parcelshop', dropPointId: point.id });
 */
export function useSelectShipping(): UseMutationResult<
  CheckoutState,
  Error,
  ShippingSelection,
  SelectContext
> {
  const session = useCheckoutSession();
  const token = useBasketToken();
  return useMutation<CheckoutState, Error, ShippingSelection, SelectContext>({
    onMutate: (selection) => {
      if (!token) throw new RequiredError('token', 'selectShipping');
      const { shippingMethodId, dropPointId } = readCheckoutDraft(session.store, token);
      patchCheckoutDraft(session.store, token, {
        shippingMethodId: selection.shippingMethodId,
        dropPointId: selection.dropPointId ?? null,
      });
      return { token, previous: { shippingMethodId, dropPointId } };
    },
    mutationFn: async (selection) => {
      if (!token) throw new RequiredError('token', 'selectShipping');
      await settleAddressQueues(session, token);
      return session.client.checkout.selectShipping(token, selection);
    },
    onSuccess: (state, _selection, context) => {
      applyCheckoutState(session, state);
      // The server holds the choice now; show its values.
      patchCheckoutDraft(session.store, context.token, {
        shippingMethodId: undefined,
        dropPointId: undefined,
      });
    },
    onError: (_error, _selection, context) => {
      if (context) patchCheckoutDraft(session.store, context.token, context.previous);
    },
  });
}

/**
 * Drop points of a shipping method near a zip code (`GET .../shipping/{id}/droppoints?zipCode=`);
 * idle until the method and a zip code are given.
 */
export function useDropPoints(
  shippingOptionId: string | undefined,
  zipCode: string | undefined,
): UseQueryResult<DropPointListResponse> {
  const session = useCheckoutSession();
  const token = useBasketToken();
  const zip = zipCode?.trim() ?? '';
  return useQuery({
    queryKey: queryKeys.checkout.dropPoints(token, shippingOptionId, zip),
    queryFn: ({ signal }) =>
      session.client.checkout.dropPoints(token as string, shippingOptionId as string, zip, { signal }),
    enabled: token !== undefined && shippingOptionId !== undefined && zip !== '',
  });
}
