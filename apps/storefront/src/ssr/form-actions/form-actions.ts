import { NEWSLETTER_ACTION } from '../../newsletter/newsletter-form-action.ts';
import { CHECKOUT_ACTION, CHECKOUT_VOUCHER_ACTION } from '../../pages/checkout/checkout-post.ts';
import {
  accountDetailsAction,
  forgotPasswordAction,
  loginAction,
  logoutAction,
  registerAction,
  resetPasswordAction,
} from './account-actions.ts';
import { addToBasketAction, basketLineAction, voucherAction } from './basket-actions.ts';
import { checkoutAction, checkoutVoucherAction } from './checkout-action.ts';
import { contactAction } from './contact-action.ts';
import type { FormAction } from './form-action.ts';
import { newsletterAction } from './newsletter-action.ts';

/**
 * Every form action of the storefront server by name: the value of the posting form's hidden
 * `_action` field (decision 0034). A new form adds its action here and names it in its form.
 */
export const formActions: Readonly<Record<string, FormAction>> = {
  login: loginAction,
  register: registerAction,
  'forgot-password': forgotPasswordAction,
  'reset-password': resetPasswordAction,
  logout: logoutAction,
  'account-details': accountDetailsAction,
  contact: contactAction,
  [NEWSLETTER_ACTION]: newsletterAction,
  'basket.add': addToBasketAction,
  'basket.line': basketLineAction,
  'voucher.add': voucherAction,
  [CHECKOUT_ACTION]: checkoutAction,
  [CHECKOUT_VOUCHER_ACTION]: checkoutVoucherAction,
};

/** The name of the hidden field that names a form's action. */
export const ACTION_FIELD = '_action';
