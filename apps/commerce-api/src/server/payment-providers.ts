/**
 * Payment providers: where checkout sends the shopper to pay, chosen by PAYMENT_PROVIDER.
 *
 * - `test-page` (default in development and tests): the built-in page under `/payment/{id}`
 *   that approves or cancels without moving money (`routes.ts`). Never on in production unless
 *   asked for, since anyone could approve their own order.
 * - `none` (default in production): checkout answers 503 `Api.Error.PaymentUnavailable` and
 *   nothing is reserved. A club plugs its payment service in by writing a provider: a function
 *   from the payment session to the URL of the provider's hosted page, and the routes its
 *   callbacks arrive at (approving through `approvePayment`, as the test page does).
 */
import type { PaymentProvider } from '../app-env.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { paymentRoutes } from '../payment/routes.ts';
import { ApiError } from '../shared/api-error.ts';

/** The built-in test payment page. */
export const testPagePayments: PaymentProvider = {
  id: 'test-page',
  paymentUrl: (request, origin) => `${origin.replace(/\/$/, '')}/payment/${request.sessionId}`,
  routes: paymentRoutes,
};

/** No way to pay: checkout refuses with a 503 that says so. */
export const noPayments: PaymentProvider = {
  id: 'none',
  paymentUrl: () => {
    throw new ApiError(503, [apiMessage('Api.Error.PaymentUnavailable')]);
  },
};

/** The provider a PAYMENT_PROVIDER value names. */
export function paymentProvider(id: 'test-page' | 'none'): PaymentProvider {
  return id === 'test-page' ? testPagePayments : noPayments;
}
