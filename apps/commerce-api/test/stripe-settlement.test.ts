/**
 * No shopper charged without exactly one order (issue 43), against the local Stripe double with
 * the official `stripe` client: a second checkout of a basket closes the first one's hosted page;
 * a payment made on the first anyway (before it could be closed) is refunded in full and the
 * club told, once; a webhook arriving after the payment session expired still makes the order;
 * a basket changed while paying is refunded; a payment whose webhook never came is settled by
 * reconciliation with Stripe.
 */
import { createTestClock } from '@clubshop/commerce-api/testing';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../src/db/tables/content.ts';
import { orders } from '../src/payment/tables.ts';
import { stripePayments } from '../src/server/payment-providers.ts';
import { stripeCheckouts } from '../src/stripe/tables.ts';
import {
  aarhusBilling,
  basketReadyToPay,
  danishItems,
  danishStoreId,
  startPayment,
} from '../src/testing/checkout-scene.ts';
import {
  type CommerceTestApi,
  createCommerceTestApi,
  type TestItem,
} from '../src/testing/commerce-test-api.ts';
import { type StripeDouble, startStripeDouble } from '../src/testing/stripe-double.ts';
import { freePort } from './support/ports.ts';

const secretKey = 'sk_test_settlementDoubleKey';
const webhookSecret = 'whsec_settlementDoubleSecret';
const inbox = 'shop-inbox@club.example';
const clock = createTestClock(new Date());
let double: StripeDouble;
let api: CommerceTestApi;
let storeId: string;
let items: TestItem[];
/** Events the double sent, held back instead of delivered while `holding`. */
let holding = false;
const held: Array<{ payload: string; signature: string }> = [];

const signer = new Stripe('sk_test_signer');

/**
 * Delivers an event as Stripe does, signed at delivery time (a retry carries a fresh signature):
 * the API's clock, which the tests move.
 */
const deliver = (event: { payload: string }) =>
  api.fetch(`/payment/stripe/webhook/${storeId}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Stripe-Signature': signer.webhooks.generateTestHeaderString({
        payload: event.payload,
        secret: webhookSecret,
        timestamp: Math.floor(clock.now().getTime() / 1000),
      }),
    },
    body: event.payload,
  });

beforeAll(async () => {
  double = await startStripeDouble({
    port: await freePort(),
    secretKey,
    webhookSecret,
    deliver: async (event) => {
      if (holding) held.push(event);
      else await deliver(event);
    },
  });
  api = await createCommerceTestApi({
    clock,
    payments: stripePayments({ apiBase: double.base, secretKey, webhookSecret }),
  });
  storeId = danishStoreId(api);
  items = await danishItems(api);
  // The club's inbox, where a refund made by itself is reported.
  const [site] = await api.database.db.select().from(sites).where(eq(sites.storeId, storeId));
  await api.database.db
    .update(sites)
    .set({ settings: { ...(site?.settings as object), inboxEmail: inbox } })
    .where(eq(sites.storeId, storeId));
  api.invalidateCaches();
}, 180_000);
afterAll(async () => {
  await api?.close();
  await double?.close();
});

const h = () => ({ StoreId: storeId });

/** A basket with one item, addressed and with shipping chosen. */
const readyBasket = (email: string): Promise<string> =>
  basketReadyToPay(api, {
    headers: h(),
    lines: [{ itemId: items[0]?.itemId, quantity: 1 }],
    billing: aarhusBilling(email),
  });

/** Checks the basket out: the hosted page's address. */
async function checkOut(token: string): Promise<string> {
  const started = await startPayment(api, token, h());
  expect(started.success).toBe(true);
  return started.data?.url ?? '';
}

/** Pays on the double's hosted page, its event held back (the API does not hear of it yet). */
async function payHeld(url: string): Promise<{ payload: string; signature: string }> {
  holding = true;
  try {
    await fetch(url, { method: 'POST', redirect: 'manual' });
  } finally {
    holding = false;
  }
  const event = held.pop();
  if (!event) throw new Error('the double sent no event');
  return event;
}

const sessionIdOf = (url: string) => url.split('/').pop() ?? '';
const ordersOf = (token: string) =>
  api.database.db.select().from(orders).where(eq(orders.basketToken, token));
const checkoutOf = async (url: string) =>
  (
    await api.database.db
      .select()
      .from(stripeCheckouts)
      .where(eq(stripeCheckouts.checkoutSessionId, sessionIdOf(url)))
  )[0];
const refundsOf = (url: string) => {
  const intent = double.sessions.get(sessionIdOf(url))?.payment_intent;
  return [...double.refunds.values()].filter((refund) => refund.payment_intent === intent);
};

describe('exactly one order for every charge', () => {
  it('a second checkout closes the first tab’s payment page: it can no longer be paid', async () => {
    const token = await readyBasket('two-tabs@example.com');
    const first = await checkOut(token);
    const second = await checkOut(token);
    expect(double.sessions.get(sessionIdOf(first))?.status).toBe('expired');
    const late = await fetch(first, { method: 'POST', redirect: 'manual' });
    expect(late.status).toBe(410);
    expect(double.sessions.get(sessionIdOf(first))?.payment_status).toBe('unpaid');

    await fetch(second, { method: 'POST', redirect: 'manual' });
    expect(await ordersOf(token)).toHaveLength(1);
  }, 120_000);

  it('paid in both tabs: one order, the other charge refunded in full once, the club told', async () => {
    const token = await readyBasket('paid-twice@example.com');
    const first = await checkOut(token);
    // Paid before the second checkout could close it: its event is still on its way.
    const firstEvent = await payHeld(first);
    const second = await checkOut(token);
    expect(double.sessions.get(sessionIdOf(first))?.status).toBe('complete');
    await fetch(second, { method: 'POST', redirect: 'manual' });
    const [order] = await ordersOf(token);
    expect(order).toBeDefined();

    expect((await deliver(firstEvent)).status).toBe(200);
    expect(await ordersOf(token)).toHaveLength(1);
    const refunds = refundsOf(first);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amount).toBe(double.sessions.get(sessionIdOf(first))?.amount_total);
    expect(refundsOf(second)).toHaveLength(0);
    expect((await checkoutOf(first))?.settlement).toBe('refunded');
    expect((await checkoutOf(second))?.settlement).toBe('order');
    const told = await api.mails(inbox);
    expect(told.some((mail) => mail.subject.startsWith('Betaling refunderet automatisk'))).toBe(true);

    // Stripe delivers an event more than once, and reconciliation asks again: nothing more happens.
    await deliver(firstEvent);
    await stripePayments({ apiBase: double.base, secretKey, webhookSecret }).reconcile?.(api.deps);
    expect(refundsOf(first)).toHaveLength(1);
    expect(await ordersOf(token)).toHaveLength(1);
  }, 120_000);

  it('a webhook that arrives after the payment session expired still makes the order', async () => {
    const token = await readyBasket('late-event@example.com');
    const url = await checkOut(token);
    const event = await payHeld(url);
    clock.advance(45 * 60_000);
    expect((await deliver(event)).status).toBe(200);
    expect(await ordersOf(token)).toHaveLength(1);
    expect(refundsOf(url)).toHaveLength(0);
    expect((await checkoutOf(url))?.settlement).toBe('order');
  }, 120_000);

  it('a basket changed while paying makes no order and the charge is refunded', async () => {
    const token = await readyBasket('changed@example.com');
    const url = await checkOut(token);
    const event = await payHeld(url);
    await api.json('POST', `/api/baskets/${token}`, { productId: items[1]?.itemId, quantity: 1 }, h());
    await deliver(event);
    expect(await ordersOf(token)).toHaveLength(0);
    expect(refundsOf(url)).toHaveLength(1);
    expect((await checkoutOf(url))?.settlement).toBe('refunded');
  }, 120_000);

  it('a payment whose webhook never came is settled by reconciliation with Stripe', async () => {
    const token = await readyBasket('lost-event@example.com');
    const url = await checkOut(token);
    await payHeld(url);
    expect(await ordersOf(token)).toHaveLength(0);
    const reconcile = stripePayments({ apiBase: double.base, secretKey, webhookSecret }).reconcile;
    expect(reconcile).toBeDefined();
    const { settled } = (await reconcile?.(api.deps)) ?? { settled: 0 };
    expect(settled).toBeGreaterThanOrEqual(1);
    expect(await ordersOf(token)).toHaveLength(1);
    expect((await checkoutOf(url))?.settlement).toBe('order');
  }, 120_000);
});
