/**
 * PAYMENT_PROVIDER=none (the production default): checkout answers 503
 * Api.Error.PaymentUnavailable, reserves nothing and opens no payment session; the test payment
 * page is not there at all.
 */
import { createTestApi } from '@clubshop/commerce-api/testing';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/database.ts';
import { noPayments } from '../src/server/payment-providers.ts';
import { aarhusBilling } from '../src/testing/checkout-scene.ts';
import { openForFile } from '../src/testing/open-for-file.ts';

const api = openForFile(() => createTestApi({ payments: noPayments }));

const storeId = 'northbridge-dk';
async function json(method: string, path: string, body?: unknown) {
  const response = await api.fetch(path, {
    method,
    headers: { StoreId: storeId, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('checkout without a payment provider', () => {
  it('answers 503 PaymentUnavailable and leaves the basket, its voucher and the sessions as they were', async () => {
    const token = ((await json('POST', '/api/baskets')).body.summary as { token: string }).token;
    const [item] = await queryRows<{ id: string }>(
      api.database.db,
      sql`select i.id from items i join products p on p.id = i.product_id
          join variant_prices vp on vp.variant_id = i.variant_id and vp.currency = 'DKK'
          where p.club_id = 'northbridge' and i.stock_state = 'InStock' and i.stock_quantity > 5
          order by i.id limit 1`,
    );
    expect((await json('POST', `/api/baskets/${token}`, { productId: item?.id, quantity: 1 })).status).toBe(
      200,
    );
    const email = 'grace@example.com';
    await json('POST', `/api/checkout/${token}/billingaddress`, aarhusBilling(email, 'Grace', 'Hopper'));
    await json('POST', `/api/checkout/${token}/shipping`, { shippingMethodId: 'dk-home' });
    expect((await json('POST', `/api/checkout/${token}/voucher?voucherCode=ONCE25`)).status).toBe(200);
    const redemptions = async () =>
      (
        await queryRows<{ count: number }>(
          api.database.db,
          sql`select redemption_count::int as count from vouchers where code = 'ONCE25'`,
        )
      )[0]?.count;
    const before = await redemptions();

    const checkout = await json('POST', `/api/baskets/${token}/checkout`, {
      paymentProviderId: 'mobilepay',
      returnUrl: 'http://localhost:5173/receipt/',
      cancelUrl: 'http://localhost:5173/checkout/',
    });
    expect(checkout.status).toBe(503);
    expect(checkout.body).toMatchObject({
      success: false,
      errors: [{ code: 'Api.Error.PaymentUnavailable' }],
    });
    expect(await redemptions()).toBe(before);
    const sessions = await queryRows<{ count: number }>(
      api.database.db,
      sql`select count(*)::int as count from payment_sessions where basket_token = ${token}`,
    );
    expect(sessions[0]?.count).toBe(0);
    expect((await api.fetch('/payment/anything')).status).toBe(404);
  });
});
