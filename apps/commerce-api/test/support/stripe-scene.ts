/**
 * The API with PAYMENT_PROVIDER=stripe against the local Stripe double (on a port of
 * CLUBSHOP_TEST_PORTS): the double's webhook events go to the Danish demo site's webhook; and the
 * order suites' scene on it (staff, a signed-in shopper, orders paid at the double).
 */
import { orderSchema } from '@clubshop/api-sdk/contract';
import * as v from 'valibot';
import { expect } from 'vitest';
import type { orders } from '../../src/payment/tables.ts';
import { stripePayments } from '../../src/server/payment-providers.ts';
import {
  aarhusBilling,
  basketReadyToPay,
  danishItems,
  danishStoreId,
  orderOfBasket,
  registerAndSignIn,
  startPayment,
  type TestShopper,
} from '../../src/testing/checkout-scene.ts';
import {
  type CommerceTestApi,
  createCommerceTestApi,
  type TestItem,
} from '../../src/testing/commerce-test-api.ts';
import { type StripeDouble, startStripeDouble } from '../../src/testing/stripe-double.ts';
import { type AdminCall, adminCaller, ownerToken, staffToken } from './admin-client.ts';
import { freePort } from './ports.ts';

/** The keys the suites' double accepts (a site's own keys are set through the admin API). */
export const doubleKeys = {
  secretKey: 'sk_test_clubshopDoubleKey1234',
  webhookSecret: 'whsec_clubshopDoubleSecret5678',
};

/** A signed event of the double. */
export interface StripeEvent {
  payload: string;
  signature: string;
}

/** The API, its double and the Danish site the webhooks are sent to. */
export interface StripeScene {
  api: CommerceTestApi;
  double: StripeDouble;
  storeId: string;
  /** Posts an event to the site's webhook as Stripe does. */
  deliver: (event: StripeEvent) => Promise<Response>;
  close: () => Promise<void>;
}

/**
 * Starts the double and the API; `onEvent` decides what becomes of an event the double sends
 * (default: delivered at once).
 */
export async function startStripeScene(
  options: { onEvent?: (event: StripeEvent, deliver: StripeScene['deliver']) => Promise<unknown> } = {},
): Promise<StripeScene> {
  const scene = { storeId: '' } as StripeScene;
  scene.deliver = ({ payload, signature }) =>
    scene.api.fetch(`/payment/stripe/webhook/${scene.storeId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
      body: payload,
    });
  const onEvent = options.onEvent ?? ((event, deliver) => deliver(event));
  scene.double = await startStripeDouble({
    port: await freePort(),
    ...doubleKeys,
    deliver: async (event) => {
      await onEvent(event, scene.deliver);
    },
  });
  scene.api = await createCommerceTestApi({
    payments: stripePayments({ apiBase: scene.double.base, secretKey: undefined, webhookSecret: undefined }),
  });
  scene.storeId = danishStoreId(scene.api);
  scene.close = async () => {
    await scene.api?.close();
    await scene.double?.close();
  };
  return scene;
}

/** The order suites' scene on Stripe (issue 40): staff of the site, a signed-in shopper, items. */
export interface StripeOrderScene extends StripeScene {
  admin: AdminCall;
  /** The owner of every site, who set the site's Stripe keys. */
  owner: string;
  /** A fulfilment member of the site. */
  packer: string;
  /** The shopper's access token. */
  shopper: string;
  /** Northbridge's DKK items with 25 or more in stock (by id). */
  items: TestItem[];
  /** An order of the shopper with `lines` ([item, quantity]), paid at the double: its row. */
  paidOrder: (lines: Array<[TestItem | undefined, number]>) => Promise<typeof orders.$inferSelect>;
  /** The order as its shopper reads it (validated by the contract). */
  shopperOrder: (orderId: string) => Promise<v.InferOutput<typeof orderSchema>>;
}

/**
 * Starts the scene: the owner sets the site's keys (PUT answers 200), adds the packer, and the
 * shopper registers and signs in on the site.
 */
export async function startStripeOrderScene(
  shopperOf: TestShopper,
  staffPassword: string,
): Promise<StripeOrderScene> {
  const scene = (await startStripeScene()) as StripeOrderScene;
  const { api, storeId } = scene;
  scene.admin = adminCaller(api);
  scene.items = await danishItems(api);
  scene.owner = await ownerToken(api, 'owner@club.example', staffPassword);
  expect(
    (await scene.admin(scene.owner, 'PUT', `/sites/${storeId}/payments/stripe`, doubleKeys)).status,
  ).toBe(200);
  await scene.admin(scene.owner, 'POST', '/staff', {
    email: 'packer@club.example',
    password: staffPassword,
    role: 'fulfilment',
    sites: [storeId],
  });
  scene.packer = await staffToken(api, 'packer@club.example', staffPassword);
  scene.shopper =
    (await registerAndSignIn(api, storeId, shopperOf, 'correct horse battery')).session?.access_token ?? '';
  const h = { StoreId: storeId, Authorization: `Bearer ${scene.shopper}` };
  scene.paidOrder = async (lines) => {
    const token = await basketReadyToPay(api, {
      headers: h,
      lines: lines.map(([item, quantity]) => ({ itemId: item?.itemId, quantity })),
      billing: aarhusBilling(shopperOf.email, shopperOf.firstName, shopperOf.lastName),
    });
    const started = await startPayment(api, token, h);
    await fetch(started.data?.url ?? '', { method: 'POST', redirect: 'manual' });
    const order = await orderOfBasket(api, token);
    if (!order) throw new Error('no order made');
    return order;
  };
  scene.shopperOrder = async (orderId) => {
    const read = await api.json('GET', `/api/users/me/orders/${orderId}`, undefined, h);
    expect(read.status).toBe(200);
    return v.parse(orderSchema, read.body);
  };
  return scene;
}
