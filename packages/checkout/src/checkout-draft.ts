import type { InvoiceDetailsDraft, ShippingDetailsDraft } from '@clubshop/api-sdk';
import type { JotaiStore } from '@clubshop/auth';
import { atom } from 'jotai/vanilla';

/**
 * What the shopper has chosen or typed on this device that the server may not hold yet (or, for
 * the payment provider, never holds). A field that is absent falls back to the server's value;
 * `null` means "cleared" (after a checkout reset). The draft belongs to one basket token, so a
 * new basket starts with a clean checkout.
 */
export interface CheckoutDraft {
  token: string;
  invoiceDetails?: InvoiceDetailsDraft;
  shippingDetails?: ShippingDetailsDraft;
  useShippingAddress?: boolean;
  paymentProviderId?: string | null;
  shippingMethodId?: string | null;
  dropPointId?: string | null;
}

/** A change to the draft: a field set to `undefined` goes back to the server's value. */
export type CheckoutDraftPatch = {
  [K in Exclude<keyof CheckoutDraft, 'token'>]?: CheckoutDraft[K] | undefined;
};

/** The local checkout state (jotai): updated at once, before anything reaches the server. */
export const checkoutDraftAtom = atom<CheckoutDraft | undefined>(undefined);

/** The draft of `token` (an empty one when the stored draft belongs to another basket). */
export function readCheckoutDraft(store: JotaiStore, token: string): CheckoutDraft {
  const draft = store.get(checkoutDraftAtom);
  return draft?.token === token ? draft : { token };
}

/** Applies a patch to the draft of `token`. */
export function patchCheckoutDraft(store: JotaiStore, token: string, patch: CheckoutDraftPatch): void {
  const next: Record<string, unknown> = { ...readCheckoutDraft(store, token) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  store.set(checkoutDraftAtom, next as unknown as CheckoutDraft);
}

/**
 * The checkout reset of docs/product/requirements.md#states: clears shipping and invoice details,
 * shipping provider (with its drop point) and payment provider.
 */
export function resetCheckoutDraft(store: JotaiStore, token: string): void {
  store.set(checkoutDraftAtom, {
    token,
    invoiceDetails: {},
    shippingDetails: {},
    useShippingAddress: false,
    paymentProviderId: null,
    shippingMethodId: null,
    dropPointId: null,
  });
}

/** Whether an address draft is empty (every field blank): a reset of the form, sent at once. */
export function isEmptyAddress(address: InvoiceDetailsDraft | ShippingDetailsDraft): boolean {
  return Object.values(address).every((value) => value === undefined || value.trim() === '');
}
