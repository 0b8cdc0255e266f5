import type { CheckoutState, SettingsResponse } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import { readBasketToken } from '@clubshop/basket';
import { isEmptyAddress, submitCheckout } from '@clubshop/checkout';
import {
  type CheckoutFormFields,
  checkoutAddressFieldNames,
  checkoutFormRules,
  type FormError,
  validateForm,
} from '@clubshop/validation';
import { newsletterTarget } from '../../newsletter/newsletter-target.ts';
import {
  CHECKOUT_ACTION,
  CHECKOUT_INTENT_FIELD,
  CHECKOUT_VOUCHER_ACTION,
  checkoutChoiceFields,
  DROP_POINTS_INTENT,
} from '../../pages/checkout/checkout-post.ts';
import { paths } from '../../routing/paths.ts';
import { type FormAction, type FormActionOutcome, refused } from './form-action.ts';
import { voucherFormAction } from './voucher-action.ts';

const required: FormError = { key: 'Form.Validation.Required', params: {} };

/** The posted form as the checkout form's fields (the checkbox posts `on` when ticked). */
function postedCheckoutFields(form: URLSearchParams): CheckoutFormFields {
  const fields = {
    emailConfirmation: form.get('emailConfirmation') ?? '',
    useShippingAddress: form.has('useShippingAddress'),
    comment: form.get('comment') ?? '',
  } as CheckoutFormFields;
  for (const name of checkoutAddressFieldNames) {
    fields[name] = (form.get(name) ?? '').trim();
    fields[`shipping_${name}`] = (form.get(`shipping_${name}`) ?? '').trim();
  }
  return fields;
}

/** The posted choices to show again: only what the shopper chose, nothing personal. */
function postedChoices(form: URLSearchParams): Record<string, string> {
  const choices: Record<string, string> = {};
  for (const name of checkoutChoiceFields) {
    const value = form.get(name)?.trim();
    if (value) choices[name] = value.slice(0, 64);
  }
  return choices;
}

/**
 * Sends what the form holds to the API, as the app's address queue and choices do while the
 * shopper types: the invoice and shipping addresses (an empty one resets), the comment, and the
 * shipping method with its drop point when the address offers that method.
 */
async function saveCheckout(
  client: Parameters<FormAction>[0]['client'],
  token: string,
  fields: CheckoutFormFields,
  form: URLSearchParams,
): Promise<CheckoutState> {
  const invoice = { emailConfirmation: fields.emailConfirmation } as Record<string, string>;
  const shipping: Record<string, string> = {};
  for (const name of checkoutAddressFieldNames) {
    invoice[name] = fields[name];
    shipping[name] = fields[`shipping_${name}`];
  }
  let state = await client.checkout.setBillingAddress(token, isEmptyAddress(invoice) ? {} : invoice);
  // A separate address switched on but still empty is not sent (`{}` would reset it): the page
  // shows its fields again from the posted switch, with what is missing.
  if (fields.useShippingAddress) {
    if (!isEmptyAddress(shipping)) state = await client.checkout.setShippingAddress(token, shipping);
  } else if (state.useShippingAddress || state.shippingAddress) {
    state = await client.checkout.deleteShippingAddress(token);
  }
  if (fields.comment !== (state.comment ?? ''))
    state = await client.checkout.setComment(token, { comment: fields.comment });
  const method = state.shippingMethods.find((candidate) => candidate.id === form.get('shippingMethodId'));
  if (!method) return state;
  const dropPointId = method.requiresDropPoint ? form.get('dropPointId') || undefined : undefined;
  const zipCode = form.get('dropPointZipCode')?.trim() || undefined;
  if (method.id === state.shippingMethodId && (dropPointId ?? null) === (state.dropPointId ?? null))
    return state;
  return client.checkout.selectShipping(token, {
    shippingMethodId: method.id,
    ...(dropPointId ? { dropPointId, ...(zipCode ? { customZipCode: zipCode } : {}) } : {}),
  });
}

/** What is missing before payment: the rules of the form, a shipping method (and drop point), a payment method. */
function checkoutErrors(
  fields: CheckoutFormFields,
  state: CheckoutState,
  paymentProviderId: string | undefined,
): Record<string, FormError> {
  const errors: Record<string, FormError> = {
    ...(validateForm(fields, checkoutFormRules) as Record<string, FormError>),
  };
  const method = state.shippingMethods.find((candidate) => candidate.id === state.shippingMethodId);
  if (!method || (method.requiresDropPoint && !state.dropPointId)) errors.shippingMethodId = required;
  if (!state.availablePaymentMethods.some((candidate) => candidate.id === paymentProviderId)) {
    errors.paymentProviderId = required;
  }
  return errors;
}

/**
 * The checkout (/checkout/) posted before its code ran or without JavaScript (decision 0034):
 * saves the addresses, comment and shipping choice through the same SDK calls the page makes
 * while the shopper types, then either searches drop points (the checkout rendered with the
 * points near the posted zip code) or, when everything is there, submits the checkout (with the
 * newsletter signup when ticked) and answers 303 to the payment page. What is missing renders
 * the checkout again (400) with the translated messages; what was typed is on the API already,
 * so the form shows it. Without a basket it goes back to the checkout (which says it is empty).
 */
export const checkoutAction: FormAction = async ({
  form,
  url,
  client,
  queryClient,
  store,
  origin,
  logger,
}) => {
  const token = readBasketToken(store);
  if (!token) return { kind: 'redirect', to: paths.checkout };
  const fields = postedCheckoutFields(form);
  const choices = postedChoices(form);
  let state: CheckoutState;
  try {
    state = await saveCheckout(client, token, fields, form);
  } catch (error) {
    return refused(CHECKOUT_ACTION, error, choices, logger);
  }
  // The search renders the checkout with the points found (not a redirect: the one-time cookie
  // of a redirect carries no input, and the page needs the zip code and the payment choice).
  if (form.get(CHECKOUT_INTENT_FIELD) === DROP_POINTS_INTENT) {
    return { kind: 'render', status: 200, result: { action: CHECKOUT_ACTION, ok: true, values: choices } };
  }
  const paymentProviderId = choices.paymentProviderId;
  const errors = checkoutErrors(fields, state, paymentProviderId);
  if (Object.keys(errors).length > 0 || !paymentProviderId) {
    const outcome: FormActionOutcome = {
      kind: 'render',
      status: 400,
      result: { action: CHECKOUT_ACTION, ok: false, values: choices, fieldErrors: errors },
    };
    return outcome;
  }
  const settings = queryClient.getQueryData<SettingsResponse>(queryKeys.settings(url.href))?.views
    .clubSettings;
  const target = choices.newsletter ? newsletterTarget(settings, logger) : undefined;
  try {
    const paymentUrl = await submitCheckout(
      {
        paymentProviderId,
        ...(target
          ? {
              newsletter: {
                listId: target.listId,
                signup: { termsId: target.termsId, email: fields.email, firstName: fields.firstName },
              },
            }
          : {}),
      },
      { client, token, siteRoot: `${origin}/`, navigate: () => undefined, logger },
    );
    return { kind: 'redirect', to: paymentUrl };
  } catch (error) {
    return refused(CHECKOUT_ACTION, error, choices, logger);
  }
};

/** The checkout's voucher form: see {@link voucherFormAction}. */
export const checkoutVoucherAction = voucherFormAction({
  returnTo: paths.checkout,
  added: CHECKOUT_VOUCHER_ACTION,
  removed: CHECKOUT_VOUCHER_ACTION,
});
