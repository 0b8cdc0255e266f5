/**
 * Payment providers: where checkout sends the shopper to pay, chosen by PAYMENT_PROVIDER.
 *
 * - `test-page` (default in development and tests): the built-in page under `/payment/{id}`
 *   that approves or cancels without moving money (`routes.ts`). Never on in production unless
 *   asked for, since anyone could approve their own order.
 * - `none` (default in production): checkout answers 503 `Api.Error.PaymentUnavailable` and
 *   nothing is reserved.
 * - `stripe`: Stripe Checkout Sessions, confirmed by signed webhooks (`src/stripe/`), with each
 *   site's keys (admin API) or STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET; STRIPE_API_BASE points
 *   it at a local double. A club plugs its payment service in by writing a provider: a function
 *   from the payment session to the URL of the provider's hosted page, and the routes its
 *   callbacks arrive at (approving through `approvePayment`, as the test page does).
 */
import type { PaymentProvider } from '../app-env.ts';
import type { StripeSettings } from '../config/load-config.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { paymentRoutes } from '../payment/routes.ts';
import { ApiError } from '../shared/api-error.ts';
import { stripeWebhookRoutes } from '../stripe/routes.ts';
import { stripeCalls } from '../stripe/stripe-provider.ts';

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

/** PAYMENT_PROVIDER=stripe with the environment's settings (`src/stripe/`). */
export function stripePayments(settings: StripeSettings): PaymentProvider {
  return { id: 'stripe', ...stripeCalls(settings), routes: (deps) => stripeWebhookRoutes(deps, settings) };
}

/** The provider a PAYMENT_PROVIDER value names (`stripe` with its environment settings). */
export function paymentProvider(
  id: 'test-page' | 'none' | 'stripe',
  stripe: StripeSettings = { apiBase: undefined, secretKey: undefined, webhookSecret: undefined },
): PaymentProvider {
  if (id === 'stripe') return stripePayments(stripe);
  return id === 'test-page' ? testPagePayments : noPayments;
}
