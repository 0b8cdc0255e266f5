/**
 * The basket checkout (`POST /api/baskets/{token}/checkout`): checks that the basket can be
 * ordered (lines in stock, complete billing address, shipping method and drop point, an offered
 * payment method, vouchers still valid), reserves limited vouchers, and opens a payment session
 * with the payment provider (the test payment page by default). Any refusal rolls everything
 * back and answers `success: false`; a provider that cannot take the payment rolls it back too.
 */
import { randomBytes } from 'node:crypto';
import {
  type ApiErrorItem,
  type BasketCheckoutRequest,
  invoiceDetailsSchema,
  issuesToErrors,
  shippingDetailsSchema,
} from '@clubshop/api-sdk/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { AuthUser } from '../app-env';
import type { PaymentProvider } from '../app-env.ts';
import { BasketRefusal } from '../basket/basket-refusal';
import { assertOpen, lockBasket } from '../basket/basket-service';
import { stockProblem } from '../basket/stock-rules';
import { paymentCountry } from '../checkout/checkout-state';
import { paymentMethodsFor } from '../checkout/payment-methods';
import { reserveVouchers } from '../checkout/voucher-service';
import type { Db } from '../db/database';
import { checkouts } from '../db/tables/checkout';
import type { Logger } from '../logging/logger.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { type BasketView, loadBasketView } from '../pricing/basket-view';
import { toMajor } from '../pricing/money';
import { minimumOrder, minimumOrderMet, voucherStillValid } from '../pricing/voucher-rules';
import { supersedePendingSessions } from './supersede-sessions.ts';
import { paymentSessions } from './tables';

/** Every reason a basket cannot be sent to payment yet, worded for the shopper. */
export function checkoutProblems(
  view: BasketView,
  now: Date,
  paymentMethodIds: readonly string[],
  paymentProviderId: string,
): ApiErrorItem[] {
  const errors: ApiErrorItem[] = [];
  if (view.lines.length === 0) errors.push(apiMessage('Api.Error.BasketEmpty'));

  const itemTotals = new Map<string, number>();
  for (const line of view.lines)
    itemTotals.set(line.itemId, (itemTotals.get(line.itemId) ?? 0) + line.quantity);
  for (const line of view.lines) {
    if (!line.priced) errors.push(apiMessage('Api.Error.LineNotSoldHere', { name: line.name }, 'lines'));
    const problem = stockProblem(line, itemTotals.get(line.itemId) ?? line.quantity);
    if (problem) errors.push({ ...problem, field: 'lines' });
  }

  const billing = v.safeParse(invoiceDetailsSchema, view.checkout?.billingAddress ?? {});
  if (!billing.success) {
    if (!view.checkout?.billingAddress)
      errors.push(apiMessage('Api.Error.BillingAddressMissing', undefined, 'billingAddress'));
    else errors.push(...prefixed('billingAddress', issuesToErrors(billing.issues)));
  }
  const shippingAddress = view.checkout?.shippingAddress;
  if (shippingAddress) {
    // A shipping address may leave out the email: confirmations go to the billing email.
    const withEmail = { email: view.checkout?.billingAddress?.email, ...shippingAddress };
    const shipping = v.safeParse(shippingDetailsSchema, withEmail);
    if (!shipping.success) errors.push(...prefixed('shippingAddress', issuesToErrors(shipping.issues)));
  }

  if (!view.shippingMethod)
    errors.push(apiMessage('Api.Error.ShippingMethodMissing', undefined, 'shippingMethodId'));
  else if (view.shippingMethod.hasDropPoints && !view.checkout?.dropPoint) {
    errors.push(apiMessage('Api.Error.DropPointMissing', undefined, 'dropPointId'));
  }
  if (!paymentMethodIds.includes(paymentProviderId)) {
    errors.push(
      apiMessage('Api.Error.PaymentMethodNotOffered', { id: paymentProviderId }, 'paymentProviderId'),
    );
  }
  for (const voucher of view.vouchers) {
    const currency = view.basket.currency;
    if (!voucherStillValid(voucher, now, currency)) {
      errors.push(apiMessage('Api.Error.VoucherNoLongerValid', { code: voucher.code }, 'voucherCode'));
    } else if (!minimumOrderMet(voucher, currency, view.totals.subTotal - view.totals.lineDiscountTotal)) {
      const minimum = minimumOrder(voucher, currency) ?? 0;
      errors.push(
        apiMessage(
          'Api.Error.VoucherMinimumOrder',
          { code: voucher.code, amount: { amount: toMajor(minimum), currency } },
          'voucherCode',
        ),
      );
    }
  }
  return errors;
}

function prefixed(prefix: string, errors: ApiErrorItem[]): ApiErrorItem[] {
  return errors.map((error) => ({ ...error, field: error.field ? `${prefix}.${error.field}` : prefix }));
}

/**
 * Opens a payment session for a basket and answers the address the payment provider takes it at
 * (`origin`: the origin of the shopper's request, for same-origin links).
 */
export async function startPayment(
  db: Db,
  token: string,
  request: BasketCheckoutRequest,
  user: AuthUser | undefined,
  context: {
    now: Date;
    origin: string;
    payments: PaymentProvider;
    sessionTtlSeconds: number;
    logger?: Pick<Logger, 'warn'> | undefined;
  },
): Promise<{ url: string }> {
  const started = await db.transaction(async (tx) => {
    const basket = await lockBasket(tx, token);
    assertOpen(basket);
    const view = await loadBasketView(tx, basket, context.now, 'transaction');
    const offered = await paymentMethodsFor(tx, paymentCountry(view));
    const problems = checkoutProblems(
      view,
      context.now,
      offered.map((method) => method.id),
      request.paymentProviderId,
    );
    if (problems.length > 0) throw new BasketRefusal(problems);
    await reserveVouchers(tx, token);
    // One open payment session per basket: an earlier tab's page can no longer be paid.
    const superseded = await supersedePendingSessions(tx, token);
    await tx
      .update(checkouts)
      .set({ paymentMethodId: request.paymentProviderId, updatedAt: context.now })
      .where(eq(checkouts.basketToken, token));
    const id = randomBytes(24).toString('base64url');
    await tx.insert(paymentSessions).values({
      id,
      basketToken: token,
      paymentMethodId: request.paymentProviderId,
      returnUrl: request.returnUrl,
      cancelUrl: request.cancelUrl,
      userId: user?.id ?? null,
      amount: view.totals.total,
      currency: basket.currency,
      status: 'pending',
      createdAt: context.now,
      expiresAt: new Date(context.now.getTime() + context.sessionTtlSeconds * 1000),
    });
    const payment = {
      sessionId: id,
      amount: view.totals.total,
      currency: basket.currency,
      returnUrl: request.returnUrl,
      cancelUrl: request.cancelUrl,
      basketToken: token,
      storeId: basket.storeId,
      db: tx,
    };
    const url = await context.payments.paymentUrl(payment, context.origin);
    return { url, superseded, storeId: basket.storeId };
  });
  if (started.superseded.length > 0 && context.payments.expireSessions) {
    // After the commit, and never failing the checkout: a hosted page that cannot be closed
    // (paid meanwhile) is settled when its payment is reported.
    await context.payments
      .expireSessions({ db, storeId: started.storeId, sessionIds: started.superseded })
      .catch((error: unknown) =>
        context.logger?.warn({ err: error, basket: token }, 'could not expire a superseded payment session'),
      );
  }
  return { url: started.url };
}
