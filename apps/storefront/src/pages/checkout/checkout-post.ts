/**
 * The checkout's native form (decision 0034): what the checkout page posts to the storefront
 * server before its code runs or without JavaScript, and what the server's checkout action
 * (src/ssr/form-actions/checkout-action.ts) hands back to the page. Shared by both, so the names
 * are written once.
 */

/** The name of the checkout's form action (its hidden `_action` field). */
export const CHECKOUT_ACTION = 'checkout';

/** The name of the voucher form's action on the checkout (add with `voucherCode`, remove with `removeVoucher`). */
export const CHECKOUT_VOUCHER_ACTION = 'checkout-voucher';

/**
 * The field a submit button names its step with: `drop-points` (the drop point search, see
 * ui-kit's `DROP_POINT_SEARCH_INTENT`); anything else ("Go to payment", Enter) pays.
 */
export const CHECKOUT_INTENT_FIELD = '_intent';

/** The intent of the drop point search button. */
export const DROP_POINTS_INTENT = 'drop-points';

/**
 * What the checkout page takes from a posted checkout besides what the API now holds (the
 * addresses, the comment, the shipping choice): the payment choice (kept on the device until
 * payment), the zip code drop points were searched near, the newsletter tick and the switch of
 * the separate shipping address. Nothing personal: the action hands back only these.
 */
export interface CheckoutPostedChoices {
  paymentProviderId?: string;
  dropPointZipCode?: string;
  /** `on` when ticked. */
  newsletter?: string;
  /** `on` when the separate shipping address is switched on. */
  useShippingAddress?: string;
}

/** The names of {@link CheckoutPostedChoices}, as the form posts them. */
export const checkoutChoiceFields = [
  'paymentProviderId',
  'dropPointZipCode',
  'newsletter',
  'useShippingAddress',
] as const satisfies readonly (keyof CheckoutPostedChoices)[];
