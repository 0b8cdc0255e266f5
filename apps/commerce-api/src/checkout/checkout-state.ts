/** The checkout state of the contract, built from a basket view. */
import type { CheckoutState } from '@clubshop/api-sdk/contract';
import type { Translate } from '@clubshop/i18n/core';
import type { Db } from '../db/database';
import { type BasketView, presentSummary, presentVouchers } from '../pricing/basket-view';
import { presentShippingMethods } from '../pricing/shipping';
import { addressRuleErrors } from './address-errors';
import { paymentMethodsFor, presentPaymentMethods } from './payment-methods';

/** The billing country payment methods are offered for: the billing address's, else the site's. */
export function paymentCountry(view: BasketView): string {
  return (view.checkout?.billingAddress?.country || view.basket.country).toUpperCase();
}

/**
 * The checkout of a basket as its state may show it: once the basket is an order, without the
 * addresses and the comment (decision 0076: a basket token that leaks after payment, from a
 * history, a log or a screenshot, reveals no name, e-mail, phone or street; the order keeps them
 * for the shop and the customer's account).
 */
function withoutPersonalDataOnceOrdered(view: BasketView): BasketView['checkout'] {
  const checkout = view.checkout;
  if (view.basket.status === 'open' || !checkout) return checkout;
  return { ...checkout, billingAddress: null, shippingAddress: null, comment: '', customZipCode: null };
}

/**
 * Builds the whole checkout state (methods for the current destination, summary, vouchers), its
 * texts in the basket's culture through `t`.
 */
export async function presentCheckoutState(db: Db, view: BasketView, t: Translate): Promise<CheckoutState> {
  const payment = await paymentMethodsFor(db, paymentCountry(view));
  const checkout = withoutPersonalDataOnceOrdered(view);
  const shippingAddress = checkout?.shippingAddress ?? null;
  return {
    token: view.basket.token,
    billingAddress: checkout?.billingAddress ?? null,
    shippingAddress,
    useShippingAddress: shippingAddress !== null,
    shippingMethods: presentShippingMethods(view.shippingMethods, {
      currency: view.basket.currency,
      culture: view.basket.culture,
      goodsTotal: view.totals.goodsTotal,
      freeShipping: view.totals.vouchers.some((voucher) => voucher.kind === 'freeShipping'),
      selectedId: view.shippingMethod?.id ?? null,
      t,
    }),
    availablePaymentMethods: presentPaymentMethods(payment, t),
    shippingMethodId: view.shippingMethod?.id ?? null,
    dropPointId: view.shippingMethod ? (checkout?.dropPoint?.id ?? null) : null,
    customZipCode: checkout?.customZipCode ?? null,
    comment: checkout?.comment ?? '',
    vouchers: presentVouchers(view, t),
    summary: presentSummary(view),
    paymentMethodId: checkout?.paymentMethodId ?? null,
    addressErrors: addressRuleErrors(checkout?.billingAddress ?? null, shippingAddress),
  };
}
