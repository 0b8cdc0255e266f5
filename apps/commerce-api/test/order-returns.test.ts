/**
 * Returns (issue 40) on the real API with PAYMENT_PROVIDER=stripe against the local Stripe double:
 * a return puts exactly the returned sizes back in stock and refunds their amount at Stripe, once
 * for a double submit; it is mailed and shown on the shopper's order; an unknown line or more than
 * was bought is a 4xx naming it that writes nothing; a full refund without a return restocks
 * nothing.
 */
import {
  authenticateResponseSchema,
  basketCheckoutResponseSchema,
  basketResponseSchema,
  orderSchema,
} from '@clubshop/api-sdk/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../src/db/tables/catalog.ts';
import { orderReturns } from '../src/orders/tables.ts';
import { orders } from '../src/payment/tables.ts';
import { stripePayments } from '../src/server/payment-providers.ts';
import { createStaff } from '../src/staff/staff-service.ts';
import {
  type CommerceTestApi,
  createCommerceTestApi,
  findItems,
  type TestItem,
} from '../src/testing/commerce-test-api.ts';
import { type StripeDouble, startStripeDouble } from '../src/testing/stripe-double.ts';
import { freePort } from './support/ports.ts';

const secretKey = 'sk_test_clubshopDoubleKey1234';
const webhookSecret = 'whsec_clubshopDoubleSecret5678';
const password = 'staff password 1';
const urls = { returnUrl: 'http://localhost:5173/receipt/', cancelUrl: 'http://localhost:5173/checkout/' };
const shopperEmail = `returner-${Date.now()}@example.com`;
let double: StripeDouble;
let api: CommerceTestApi;
let storeId: string;
let item: TestItem;
let other: TestItem;
let owner: string;
let packer: string;
let shopper: string;

async function admin(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const result = await api.json(method, `/admin/api${path}`, body, {
    Authorization: `Bearer ${token}`,
    ...headers,
  });
  // biome-ignore lint/suspicious/noExplicitAny: test answers are checked field by field
  return { status: result.status, body: result.body as any, etag: result.response.headers.get('ETag') ?? '' };
}

async function staffToken(email: string) {
  const response = await api.json('POST', '/admin/api/auth/token', {
    grant_type: 'password',
    username: email,
    password,
  });
  return (response.body as { access_token: string }).access_token;
}

/** An order of the shopper paid at the Stripe double; resolves with its row. */
async function paidOrder(quantity = 1, otherQuantity = 0) {
  const h = { StoreId: storeId, Authorization: `Bearer ${shopper}` };
  const token =
    v.parse(basketResponseSchema, (await api.json('POST', '/api/baskets', undefined, h)).body).summary
      ?.token ?? '';
  await api.json('POST', `/api/baskets/${token}`, { productId: item.itemId, quantity }, h);
  if (otherQuantity > 0)
    await api.json('POST', `/api/baskets/${token}`, { productId: other.itemId, quantity: otherQuantity }, h);
  await api.json(
    'POST',
    `/api/checkout/${token}/billingaddress`,
    {
      email: shopperEmail,
      emailConfirmation: shopperEmail,
      phone: '+45 12 34 56 78',
      firstName: 'Søren',
      lastName: 'Kierkegaard',
      street: 'Vestergade 12',
      city: 'Aarhus',
      zipCode: '8000',
      country: 'DK',
    },
    h,
  );
  await api.json('POST', `/api/checkout/${token}/shipping`, { shippingMethodId: 'dk-home' }, h);
  const started = v.parse(
    basketCheckoutResponseSchema,
    (await api.json('POST', `/api/baskets/${token}/checkout`, { paymentProviderId: 'mobilepay', ...urls }, h))
      .body,
  );
  await fetch(started.data?.url ?? '', { method: 'POST', redirect: 'manual' });
  const [order] = await api.database.db.select().from(orders).where(eq(orders.basketToken, token));
  if (!order) throw new Error('no order made');
  return order;
}

/** The order as its shopper reads it (validated by the contract). */
async function shopperOrder(orderId: string) {
  const read = await api.json('GET', `/api/users/me/orders/${orderId}`, undefined, {
    StoreId: storeId,
    Authorization: `Bearer ${shopper}`,
  });
  expect(read.status).toBe(200);
  return v.parse(orderSchema, read.body);
}

beforeAll(async () => {
  double = await startStripeDouble({
    port: await freePort(),
    secretKey,
    webhookSecret,
    deliver: async ({ payload, signature }) => {
      await api.fetch(`/payment/stripe/webhook/${storeId}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
        body: payload,
      });
    },
  });
  api = await createCommerceTestApi({
    payments: stripePayments({ apiBase: double.base, secretKey: undefined, webhookSecret: undefined }),
  });
  storeId = api.sites.find((s) => s.club === 'northbridge' && s.country === 'dk')?.storeId ?? '';
  [item, other] = (await findItems(api, {
    clubId: 'northbridge',
    currency: 'DKK',
    state: 'InStock',
    minStock: 25,
  })) as [TestItem, TestItem];
  await createStaff(api.deps.db, { name: 'cli' }, new Date(), {
    email: 'owner@club.example',
    password,
    role: 'owner',
    sites: 'all',
  });
  owner = await staffToken('owner@club.example');
  expect(
    (await admin(owner, 'PUT', `/sites/${storeId}/payments/stripe`, { secretKey, webhookSecret })).status,
  ).toBe(200);
  await admin(owner, 'POST', '/staff', {
    email: 'packer@club.example',
    password,
    role: 'fulfilment',
    sites: [storeId],
  });
  packer = await staffToken('packer@club.example');
  const pw = 'correct horse battery';
  const h = { StoreId: storeId };
  await api.json(
    'POST',
    '/api/users/register',
    { email: shopperEmail, password: pw, firstName: 'Søren', lastName: 'Kierkegaard' },
    h,
  );
  shopper =
    v.parse(
      authenticateResponseSchema,
      (
        await api.json(
          'POST',
          '/api/users/authenticate',
          { grant_type: 'password', username: shopperEmail, password: pw },
          h,
        )
      ).body,
    ).result?.access_token ?? '';
}, 180_000);
afterAll(async () => {
  await api?.close();
  await double?.close();
});

async function stockOf(itemId: string) {
  const [row] = await api.database.db.select().from(items).where(eq(items.id, itemId));
  return row?.stockQuantity ?? -1;
}

async function returnsOf(orderId: string) {
  return api.database.db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId));
}

describe('returns', () => {
  it('restocks exactly the returned size, refunds its amount once for a double submit, mails, shows on the order', async () => {
    const order = await paidOrder(3, 1);
    const read = await admin(packer, 'GET', `/orders/${order.id}`);
    const lineOf = (itemId: string) =>
      read.body.lines.find((line: { productId: string }) => line.productId === itemId) as {
        id: string;
        unitPrice: { amount: number };
        unitDiscount: { amount: number };
      };
    const line = lineOf(item.itemId);
    const otherLine = lineOf(other.itemId);
    const [stockBefore, otherBefore] = [await stockOf(item.itemId), await stockOf(other.itemId)];
    const refundsBefore = double.refunds.size;
    const submit = () =>
      admin(
        packer,
        'POST',
        `/orders/${order.id}/returns`,
        { lines: [{ lineId: line.id, quantity: 2 }], reason: 'too small' },
        { 'Idempotency-Key': `ret-${order.id}` },
      );
    const made = await submit();
    expect(made.status).toBe(201);
    const worth = Math.round((line.unitPrice.amount - line.unitDiscount.amount) * 100) * 2;
    expect(made.body).toMatchObject({ lines: [{ lineId: line.id, quantity: 2 }], amount: worth });
    const again = await submit();
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(made.body.id);
    expect(await stockOf(item.itemId)).toBe(stockBefore + 2);
    expect(await stockOf(other.itemId)).toBe(otherBefore);
    expect(double.refunds.size).toBe(refundsBefore + 1);
    const atStripe = [...double.refunds.values()].at(-1) as unknown as { amount: number };
    expect(atStripe.amount).toBe(worth);
    expect(await returnsOf(order.id)).toHaveLength(1);

    const detail = await admin(packer, 'GET', `/orders/${order.id}`);
    expect(detail.body.refundable).toBe(order.total - worth);
    expect(detail.body.fulfilment).toContainEqual({ lineId: line.id, quantity: 3, shipped: 0, returned: 2 });

    const seen = await shopperOrder(order.id);
    expect(seen.returns).toEqual([
      {
        lines: [expect.objectContaining({ quantity: 2 })],
        amount: { amount: worth / 100, currency: 'DKK' },
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    expect(seen.refunds?.map((refund) => refund.amount.amount)).toEqual([worth / 100]);
    const mails = (await api.mails(shopperEmail)).filter(
      (mail) => mail.subject === `Vi har modtaget din returnering af ordre ${order.orderNumber}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/- 2 × /);
    expect(mails[0]?.text?.replace(/\s/g, ' ')).toContain(
      `Vi har refunderet ${new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2 }).format(worth / 100)} kr.`,
    );

    // Bad input names what is wrong and writes nothing.
    const stockNow = await stockOf(item.itemId);
    const refundsNow = double.refunds.size;
    const tooMany = await admin(
      packer,
      'POST',
      `/orders/${order.id}/returns`,
      {
        lines: [
          { lineId: otherLine.id, quantity: 1 },
          { lineId: line.id, quantity: 2 },
        ],
      },
      { 'Idempotency-Key': `many-${order.id}` },
    );
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.errors[0]).toMatchObject({
      code: 'order.return-too-many',
      field: 'lines[1].quantity',
      params: { left: 1, bought: 3 },
    });
    const unknown = await admin(
      packer,
      'POST',
      `/orders/${order.id}/returns`,
      { lines: [{ lineId: 'no-such-line', quantity: 1 }] },
      { 'Idempotency-Key': `unknown-${order.id}` },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ code: 'order.no-such-line', field: 'lines[0].lineId' });
    const zero = await admin(
      packer,
      'POST',
      `/orders/${order.id}/returns`,
      { lines: [{ lineId: line.id, quantity: 0 }] },
      { 'Idempotency-Key': `zero-${order.id}` },
    );
    expect(zero.status).toBe(400);
    expect(JSON.stringify(zero.body)).toContain('quantity must be at least 1');
    const noKey = await admin(packer, 'POST', `/orders/${order.id}/returns`, {
      lines: [{ lineId: line.id, quantity: 1 }],
    });
    expect(noKey.status).toBe(400);
    expect(await stockOf(item.itemId)).toBe(stockNow);
    expect(await stockOf(other.itemId)).toBe(otherBefore);
    expect(double.refunds.size).toBe(refundsNow);
    expect(await returnsOf(order.id)).toHaveLength(1);
  }, 120_000);

  it('a full refund after Complete without a return restocks nothing; a later return restocks and refunds nothing more', async () => {
    const order = await paidOrder(1);
    let read = await admin(packer, 'GET', `/orders/${order.id}`);
    while (read.body.status !== 'Complete') {
      const next = read.body.nextStatuses.find((status: string) => status !== 'Cancelled');
      read = await admin(
        packer,
        'POST',
        `/orders/${order.id}/status`,
        { status: next },
        { 'If-Match': read.etag },
      );
      expect(read.status).toBe(200);
    }
    const stockBefore = await stockOf(item.itemId);
    const refunded = await admin(
      packer,
      'POST',
      `/orders/${order.id}/refunds`,
      {},
      { 'Idempotency-Key': `all-${order.id}` },
    );
    expect(refunded.status).toBe(201);
    expect(await stockOf(item.itemId)).toBe(stockBefore);
    const refundsBefore = double.refunds.size;
    const lineId = read.body.lines[0].id;
    const back = await admin(
      packer,
      'POST',
      `/orders/${order.id}/returns`,
      { lines: [{ lineId, quantity: 1 }] },
      { 'Idempotency-Key': `late-${order.id}` },
    );
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({ amount: 0, refundId: null });
    expect(await stockOf(item.itemId)).toBe(stockBefore + 1);
    expect(double.refunds.size).toBe(refundsBefore);
  }, 120_000);
});
