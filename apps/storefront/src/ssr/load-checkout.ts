import { errorStatusCode } from '@clubshop/api-sdk';
import {
  checkoutQueryOptions,
  dropPointsQueryOptions,
  profileQueryOptions,
  queryKeys,
} from '@clubshop/api-sdk/query';
import { readAuthState } from '@clubshop/auth';
import {
  basketTokenAtom,
  CURRENT_BASKET_TOKEN,
  emptyBasketSummary,
  PAID_BASKET_TOKEN,
  readBasketToken,
  readPaidBasketCookie,
} from '@clubshop/basket';
import { type FormActionResult, formActionResultKey } from '../forms/form-action-result.ts';
import { CHECKOUT_ACTION } from '../pages/checkout/checkout-post.ts';
import { confirmEmailQuery } from '../pages/confirm-email/confirm-email-query.ts';
import type { PageOutcome, RequestContext } from './request-context.ts';

/** A query failure's page status: a lookup that found nothing is 404, anything else 500. */
function failureStatus(error: unknown): 404 | 500 {
  return errorStatusCode(error) === 404 ? 404 : 500;
}

/**
 * The checkout's data, so the server renders the form filled in (not a spinner): the checkout
 * state of the basket in the cookie, the drop points near the zip code of a drop point already
 * chosen (a cancelled payment comes back with it) or of a search the checkout posted without
 * JavaScript, and a logged-in customer's profile (the form starts from it). Without a basket the page says the basket is empty.
 */
export async function loadCheckout({ client, queryClient, store }: RequestContext): Promise<PageOutcome> {
  const token = readBasketToken(store);
  const profile =
    readAuthState(store).status === 'authenticated'
      ? queryClient.prefetchQuery(profileQueryOptions(client))
      : undefined;
  if (!token) {
    await profile;
    return { status: 200 };
  }
  const checkout = checkoutQueryOptions(client, token);
  await Promise.all([queryClient.prefetchQuery(checkout), profile]);
  const state = queryClient.getQueryState(checkout.queryKey);
  if (!state?.data) return { status: failureStatus(state?.error) };
  const { shippingMethods, shippingMethodId, dropPointId, customZipCode, billingAddress, shippingAddress } =
    state.data;
  const method = shippingMethods.find((candidate) => candidate.id === shippingMethodId);
  // The zip code the page searches near (CheckoutPage): the one a search posted without
  // JavaScript asked for, else for a chosen drop point the custom one or the address's.
  const posted = queryClient.getQueryData<FormActionResult>(formActionResultKey);
  const postedZipCode = posted?.action === CHECKOUT_ACTION ? posted.values?.dropPointZipCode : undefined;
  const zipCode =
    postedZipCode ??
    (dropPointId
      ? (customZipCode ??
        ((state.data.useShippingAddress ? shippingAddress?.zipCode : billingAddress?.zipCode) || undefined))
      : undefined);
  if (method?.requiresDropPoint && zipCode) {
    await queryClient.prefetchQuery(dropPointsQueryOptions(client, token, method.id, zipCode));
  }
  return { status: 200 };
}

/**
 * The receipt (`/receipt/`, where payment returns to): of the basket in the shopper's cookie when
 * it has been ordered (just paid), else of the basket paid last (the `HttpOnly` paid-basket
 * cookie, kept a day: a reload), under the key the page reads. No URL
 * names the basket (decision 0076). 404 when neither has an order. When the cookie's basket was
 * the one paid, the basket cookie is cleared on this answer (server/held-basket.ts kept its token
 * as the paid one), as the page does in the browser: a shopper without JavaScript starts the next
 * order with a new basket too (the next change creates it).
 */
export async function loadReceipt({
  client,
  queryClient,
  store,
  cookies,
}: RequestContext): Promise<PageOutcome> {
  let failure: unknown;
  const ask = (token: string) =>
    client.basket.receipt(token).catch((error: unknown) => {
      failure = error;
      return undefined;
    });
  // The summary of the same page may have forgotten the paid basket already (the API reads an
  // ordered basket as unknown); the held token went to the paid-basket cookie then.
  let receipt = readBasketToken(store) ? await ask(CURRENT_BASKET_TOKEN) : undefined;
  if (receipt) store.set(basketTokenAtom, undefined);
  if (!receipt && readPaidBasketCookie(cookies)) receipt = await ask(PAID_BASKET_TOKEN);
  if (!receipt) return { status: failure === undefined ? 404 : failureStatus(failure) };
  // Under the key the page's useReceipt reads (the basket the cookie names now, else the paid
  // one); the answer's `basket.token` is the placeholder it was asked by, so the page resets no
  // basket (the server did).
  const current = readBasketToken(store);
  queryClient.setQueryData(queryKeys.basket.receipt(current ?? PAID_BASKET_TOKEN), receipt);
  // The badge shows the empty basket when the paid one was the cookie's.
  if (!current) queryClient.setQueryData(queryKeys.basket.summary(undefined), emptyBasketSummary());
  return { status: 200 };
}

/**
 * The confirmation link of the registration mail (`/confirm-email/?token=`): confirmed here, so
 * the page says whether it worked in its HTML; the browser hydrates the answer (see
 * confirmEmailQuery). A refused token is the page's "invalid link" message, not an error page.
 */
export async function loadEmailConfirmation({
  url,
  client,
  queryClient,
}: RequestContext): Promise<PageOutcome> {
  const token = url.searchParams.get('token') ?? '';
  if (token) await queryClient.prefetchQuery(confirmEmailQuery(client, token));
  return { status: 200 };
}
