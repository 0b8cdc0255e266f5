/** @packageDocumentation The ClubShop checkout: addresses with a send queue, shipping, drop points, vouchers and payment. */
export {
  ADDRESS_QUEUE_DELAY_MS,
  type AddressQueue,
  type AddressQueueOptions,
  createAddressQueue,
} from './address-queue.ts';
export {
  type CheckoutDraft,
  type CheckoutDraftPatch,
  checkoutDraftAtom,
  isEmptyAddress,
  patchCheckoutDraft,
  readCheckoutDraft,
  resetCheckoutDraft,
} from './checkout-draft.ts';
export {
  type AddressBodies,
  type AddressFailure,
  type AddressKind,
  addressFailureAtom,
  addressQueueFor,
  applyCheckoutState,
  type CheckoutSession,
  settleAddressQueues,
} from './checkout-session.ts';
export { createInFlightGuard } from './in-flight-guard.ts';
export {
  type CheckoutNewsletter,
  currentSiteRoot,
  paymentReturnUrls,
  type SubmitCheckoutContext,
  type SubmitCheckoutInput,
  submitCheckout,
} from './submit-checkout.ts';
export {
  useDeleteShippingAddress,
  useUpdateInvoiceDetails,
  useUpdateShippingDetails,
} from './use-address-updates.ts';
export { type CheckoutView, useCheckout } from './use-checkout.ts';
export {
  useAddVoucher,
  useRemoveVoucher,
  useResetCheckout,
  useSelectPaymentProvider,
  useSetComment,
} from './use-checkout-extras.ts';
export { useCheckoutSession } from './use-checkout-session.ts';
export { type UseReceiptOptions, useReceipt } from './use-receipt.ts';
export { useDropPoints, useSelectShipping } from './use-shipping.ts';
export { type UseSubmitCheckoutOptions, useSubmitCheckout } from './use-submit-checkout.ts';
