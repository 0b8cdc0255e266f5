'use client';

import type {
  BasketSummary,
  BasketVoucher,
  CheckoutState,
  InvoiceDetailsDraft,
  PaymentMethod,
  ShippingDetailsDraft,
  ShippingMethod,
} from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import { BASKET_REFETCH_ON_FOCUS, useBasketSummary, useBasketToken } from '@clubshop/basket';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { type CheckoutDraft, checkoutDraftAtom } from './checkout-draft.ts';
import { type AddressFailure, addressFailureAtom } from './checkout-session.ts';
import { useCheckoutSession } from './use-checkout-session.ts';

/** The checkout as the page shows it: the server's state with the shopper's local changes on top. */
export interface CheckoutView {
  /** The basket token the checkout belongs to (undefined until the basket exists). */
  token: string | undefined;
  /** The server's checkout query (loading and error states, refetch). */
  query: UseQueryResult<CheckoutState>;
  /** Whether a separate shipping address is used. */
  useShippingAddress: boolean;
  /** Invoice (billing) details as typed. */
  invoiceDetails: InvoiceDetailsDraft;
  /** Shipping details as typed. */
  shippingDetails: ShippingDetailsDraft;
  /** The chosen payment provider (payment method id), kept on this device until submit. */
  paymentProvider: string | undefined;
  /** The chosen shipping provider (shipping method id). */
  shippingProvider: string | undefined;
  /** The chosen drop point id. */
  droppoint: string | undefined;
  /** The zip code the drop point was chosen near, when it is not the address's. */
  customZipCode: string | undefined;
  /** Shipping methods for the current address. */
  shippingProviders: ShippingMethod[];
  /** Payment methods of the site. */
  paymentProviders: PaymentMethod[];
  /** Vouchers on the basket. */
  vouchers: BasketVoucher[];
  /** The order comment. */
  comment: string;
  /** The basket summary with its totals, as the checkout last saw it. */
  summary: BasketSummary | undefined;
  /** The newest failed address send of this basket, if any. */
  addressFailure: AddressFailure | undefined;
}

function pick<T>(local: T | null | undefined, server: T | null | undefined): T | undefined {
  if (local === null) return undefined;
  return local ?? server ?? undefined;
}

/**
 * The checkout state of the current basket, loaded from `GET /api/checkout/{token}` with the
 * local (jotai) changes on top, so the form shows what was typed before the server has it.
 *
 * @example
 * const checkout = useCheckout();
 * const updateInvoice = useUpdateInvoiceDetails();
 * <input
 *   value={checkout.invoiceDetails.firstName ?? ''}
 *   onChange={(event) => updateInvoice({ ...checkout.invoiceDetails, firstName: event.target.value })}
 * />
 */
export function useCheckout(): CheckoutView {
  const session = useCheckoutSession();
  useBasketSummary();
  const token = useBasketToken();
  const query = useQuery({
    queryKey: queryKeys.checkout.detail(token),
    queryFn: ({ signal }) => session.client.checkout.get(token as string, { signal }),
    enabled: token !== undefined,
    // The basket may have changed in another tab: its totals and price notices are asked again.
    refetchOnWindowFocus: BASKET_REFETCH_ON_FOCUS,
  });
  const stored = useAtomValue(checkoutDraftAtom, { store: session.store });
  const draft: CheckoutDraft | undefined = stored?.token === token ? stored : undefined;
  const failure = useAtomValue(addressFailureAtom, { store: session.store });
  const server = query.data;

  return {
    token,
    query,
    useShippingAddress: draft?.useShippingAddress ?? server?.useShippingAddress ?? false,
    invoiceDetails: draft?.invoiceDetails ?? server?.billingAddress ?? {},
    shippingDetails: draft?.shippingDetails ?? server?.shippingAddress ?? {},
    // Chosen on this device, else the one the last basket checkout sent to payment (a cancelled
    // payment comes back with the choice still made).
    paymentProvider: pick(draft?.paymentProviderId, server?.paymentMethodId),
    shippingProvider: pick(draft?.shippingMethodId, server?.shippingMethodId),
    droppoint: pick(draft?.dropPointId, server?.dropPointId),
    customZipCode: server?.customZipCode ?? undefined,
    shippingProviders: server?.shippingMethods ?? [],
    paymentProviders: server?.availablePaymentMethods ?? [],
    vouchers: server?.vouchers ?? [],
    comment: server?.comment ?? '',
    summary: server?.summary,
    addressFailure: failure?.token === token ? failure : undefined,
  };
}
