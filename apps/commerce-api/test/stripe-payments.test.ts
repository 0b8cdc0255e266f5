/**
 * PAYMENT_PROVIDER=stripe against the local Stripe double (issue 27): the official `stripe`
 * client talks to the double over HTTP, webhook signatures are made by the package's own
 * `generateTestHeaderString`. A paid Checkout Session confirms the order; a forged, stale or
 * replayed webhook changes nothing; a refund is made once per Idempotency-Key; a site's keys are
 * set by owners and never answered in full. The double's own behaviour is checked against what
 * Stripe documents (idempotency, errors, form bodies).
 */
import { and, count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../src/db/tables/catalog.ts';
import { auditLog } from '../src/db/tables/staff.ts';
import { orderRefunds } from '../src/orders/tables.ts';
import { orders } from '../src/payment/tables.ts';
import {
  developmentSecretsKey,
  openSecret,
  SecretUnreadable,
  sealSecret,
} from '../src/secrets/secret-box.ts';
import { stripePayments } from '../src/server/payment-providers.ts';
import { stripeAccounts } from '../src/stripe/tables.ts';
import {
  aarhusBilling,
  basketReadyToPay,
  danishItems,
  orderOfBasket,
  paymentReturnUrls,
  startPayment,
} from '../src/testing/checkout-scene.ts';
import {
  type CommerceTestApi,
  createCommerceTestApi,
  type TestItem,
} from '../src/testing/commerce-test-api.ts';
import { decodeStripeForm, type StripeDouble } from '../src/testing/stripe-double.ts';
import { type AdminCall, adminCaller, ownerToken, staffToken } from './support/admin-client.ts';
import { doubleKeys, type StripeScene, startStripeScene } from './support/stripe-scene.ts';

let port: number;
const { secretKey, webhookSecret } = doubleKeys;
let scene: StripeScene;
let double: StripeDouble;
let api: CommerceTestApi;
let storeId: string;
let item: TestItem;
let owner: string;
let packer: string;
let admin: AdminCall;
/** Events the double sent, held back instead of delivered while `holding`. */
let holding = false;
const held: Array<{ payload: string; signature: string }> = [];
const password = 'staff password 1';
const urls = paymentReturnUrls;

const deliver = (payload: string, signature: string) => scene.deliver({ payload, signature });

/** A basket ready to pay, and its checkout's redirect (the double's hosted page). */
async function startCheckout(email: string): Promise<{ token: string; url: string }> {
  const h = { StoreId: storeId };
  const token = await basketReadyToPay(api, {
    headers: h,
    lines: [{ itemId: item.itemId, quantity: 1 }],
    billing: aarhusBilling(email),
  });
  const started = await startPayment(api, token, h);
  expect(started.success).toBe(true);
  return { token, url: started.data?.url ?? '' };
}

const orderOf = (token: string) => orderOfBasket(api, token);
const stockOf = async () =>
  (await api.database.db.select().from(items).where(eq(items.id, item.itemId)))[0]?.stockQuantity;

beforeAll(async () => {
  // The double listens on a port of CLUBSHOP_TEST_PORTS (test/support/ports.ts).
  scene = await startStripeScene({
    onEvent: async (event, send) => {
      if (holding) held.push(event);
      else await send(event);
    },
  });
  ({ api, double, storeId } = scene);
  port = Number(new URL(double.base).port);
  admin = adminCaller(api);
  [item] = (await danishItems(api)) as [TestItem];
  owner = await ownerToken(api, 'owner@club.example', password);
  await admin(owner, 'POST', '/staff', {
    email: 'packer@club.example',
    password,
    role: 'fulfilment',
    sites: 'all',
  });
  packer = await staffToken(api, 'packer@club.example', password);
}, 180_000);
afterAll(() => scene?.close());

describe("a site's Stripe keys", () => {
  it('without keys checkout is a 503 that reserves nothing; owners set them, no GET shows them, the audit row neither', async () => {
    const h = { StoreId: storeId };
    const token = await basketReadyToPay(api, {
      headers: h,
      lines: [{ itemId: item.itemId, quantity: 1 }],
      billing: aarhusBilling('nokeys@example.com', 'No', 'Keys'),
    });
    const refused = await api.json(
      'POST',
      `/api/baskets/${token}/checkout`,
      { paymentProviderId: 'mobilepay', ...urls },
      h,
    );
    expect(refused.status).toBe(503);

    const path = `/sites/${storeId}/payments/stripe`;
    expect((await admin(packer, 'GET', path)).status).toBe(403);
    expect((await admin(packer, 'PUT', path, { secretKey, webhookSecret })).status).toBe(403);
    const bad = await admin(owner, 'PUT', path, { secretKey: 'pk_test_public', webhookSecret });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).not.toContain(webhookSecret);
    // Decision 0054: the field and its rule's key, never the value typed.
    expect(bad.body.errors).toEqual([
      {
        field: 'secretKey',
        code: 'Admin.Validation.StripeSecretKey',
        message: 'secretKey must be a Stripe secret key (sk_test_… or sk_live_…)',
      },
    ]);
    const badSecret = await admin(owner, 'PUT', path, { secretKey, webhookSecret: 'whsec_x' });
    expect(badSecret.body.errors).toEqual([
      expect.objectContaining({ field: 'webhookSecret', code: 'Admin.Validation.StripeWebhookSecret' }),
    ]);
    expect(JSON.stringify(badSecret.body)).not.toContain(secretKey);
    const set = await admin(owner, 'PUT', path, { secretKey, webhookSecret });
    expect(set.status).toBe(200);
    const read = await admin(owner, 'GET', path);
    expect(read.body).toMatchObject({
      configured: true,
      secretKey: 'sk_test_…1234',
      webhookSecret: 'whsec_…5678',
    });
    expect(read.body.webhookUrl).toMatch(new RegExp(`/payment/stripe/webhook/${storeId}$`));
    const text = JSON.stringify([set.body, read.body]);
    expect(text).not.toContain(secretKey);
    expect(text).not.toContain(webhookSecret);
    const audit = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'stripe-account'), eq(auditLog.entityId, storeId)));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(secretKey);
    expect(JSON.stringify(audit)).not.toContain(webhookSecret);
  }, 120_000);
});

describe("a site's Stripe keys at rest (decision 0115)", () => {
  it('the row holds the keys sealed (AES-256-GCM), no plaintext; the payments below pay with them', async () => {
    const [row] = await api.database.db
      .select()
      .from(stripeAccounts)
      .where(eq(stripeAccounts.storeId, storeId));
    expect(row?.secretKey).toMatch(/^sealed:v1:/);
    expect(row?.webhookSecret).toMatch(/^sealed:v1:/);
    const text = JSON.stringify(row);
    for (const secret of [secretKey, webhookSecret, secretKey.slice(8), webhookSecret.slice(6)]) {
      expect(text).not.toContain(secret);
    }
    // Each seal has its own IV: the same key sealed twice reads differently.
    expect(sealSecret(developmentSecretsKey, secretKey)).not.toBe(
      sealSecret(developmentSecretsKey, secretKey),
    );
    expect(openSecret(developmentSecretsKey, row?.secretKey ?? '')).toBe(secretKey);
    expect(() => openSecret(Buffer.alloc(32, 7), row?.secretKey ?? '')).toThrow(SecretUnreadable);
  });

  it('production without CLUBSHOP_SECRETS_KEY stores no key (503 naming why) and leaves plaintext rows; a start with a key seals them', async () => {
    // Neither this site nor the one the next describe sets and removes keys of.
    const third = api.sites.filter((s) => s.storeId !== storeId)[1]?.storeId ?? '';
    // A row as an earlier version stored it (decision 0102).
    await api.database.db
      .insert(stripeAccounts)
      .values({ storeId: third, secretKey, webhookSecret, updatedAt: new Date() });
    const production = await createCommerceTestApi({
      sharedDatabaseOf: api,
      config: { production: true, secretsKey: undefined },
    });
    try {
      const refused = await adminCaller(production)(owner, 'PUT', `/sites/${storeId}/payments/stripe`, {
        secretKey: 'sk_test_another9999',
        webhookSecret: 'whsec_another9999',
      });
      expect(refused.status).toBe(503);
      expect(refused.body.errors).toEqual([
        expect.objectContaining({ field: 'secretKey', code: 'Admin.Error.SecretsKeyMissing' }),
      ]);
      expect(JSON.stringify(await api.database.db.select().from(stripeAccounts))).not.toContain(
        'another9999',
      );
      const [plain] = await api.database.db
        .select()
        .from(stripeAccounts)
        .where(eq(stripeAccounts.storeId, third));
      expect(plain?.secretKey).toBe(secretKey);
    } finally {
      await production.close();
    }
    const restarted = await createCommerceTestApi({ sharedDatabaseOf: api });
    try {
      const [sealed] = await api.database.db
        .select()
        .from(stripeAccounts)
        .where(eq(stripeAccounts.storeId, third));
      expect(sealed?.secretKey).toMatch(/^sealed:v1:/);
      expect(JSON.stringify(sealed)).not.toContain(secretKey);
      expect(
        (await adminCaller(restarted)(owner, 'GET', `/sites/${third}/payments/stripe`)).body,
      ).toMatchObject({
        configured: true,
        secretKey: 'sk_test_…1234',
        webhookSecret: 'whsec_…5678',
      });
    } finally {
      await restarted.close();
    }
    expect((await admin(owner, 'DELETE', `/sites/${third}/payments/stripe`)).status).toBe(200);
  }, 120_000);
});

describe("removing a site's Stripe keys", () => {
  it('DELETE (owners only) removes them, audited masked; again changes nothing; the GET says not configured', async () => {
    const other = api.sites.find((s) => s.storeId !== storeId)?.storeId ?? '';
    const path = `/sites/${other}/payments/stripe`;
    expect((await admin(owner, 'PUT', path, { secretKey, webhookSecret })).status).toBe(200);
    expect((await admin(packer, 'DELETE', path)).status).toBe(403);
    expect((await admin(owner, 'GET', path)).body).toMatchObject({ configured: true });
    const removed = await admin(owner, 'DELETE', path);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      storeId: other,
      configured: false,
      secretKey: null,
      webhookSecret: null,
    });
    expect((await admin(owner, 'GET', path)).body).toMatchObject({ configured: false, secretKey: null });
    const again = await admin(owner, 'DELETE', path);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ configured: false });
    expect((await admin(owner, 'DELETE', '/sites/no-such-site/payments/stripe')).status).toBe(404);
    const audit = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'stripe-account'), eq(auditLog.entityId, other)));
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'delete']);
    expect(JSON.stringify(audit)).not.toContain(secretKey);
    expect(JSON.stringify(audit)).not.toContain(webhookSecret);
    // The site that kept its keys still has them.
    expect((await admin(owner, 'GET', `/sites/${storeId}/payments/stripe`)).body).toMatchObject({
      configured: true,
    });
  }, 60_000);
});

describe('paying through a Checkout Session', () => {
  it("the double's hosted page pays, its signed webhook confirms the order, the shopper lands on the success URL", async () => {
    const stock = await stockOf();
    const { token, url } = await startCheckout('paid@example.com');
    expect(url).toMatch(new RegExp(`^${double.base}/c/pay/cs_test_`));
    const create = double.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(create?.idempotencyKey).toMatch(/^checkout-/);
    const page = await fetch(url);
    expect(await page.text()).toMatch(/<button type="submit">Pay<\/button>/);
    expect(await orderOf(token)).toBeUndefined();

    const paid = await fetch(url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const landing = new URL(paid.headers.get('Location') ?? '');
    expect(`${landing.origin}${landing.pathname}`).toBe(urls.returnUrl);
    // No basket token in the address the shopper lands on (decision 0076): the shop knows its basket.
    expect(landing.search).toBe('');
    expect(paid.headers.get('Location')).not.toContain(token);
    const order = await orderOf(token);
    expect(order?.status).toBe('Confirmed');
    expect(await stockOf()).toBe((stock ?? 0) - 1);
    expect(await api.mails('paid@example.com')).toHaveLength(1);
  }, 120_000);

  it('a forged, stale or replayed webhook changes nothing', async () => {
    const { token, url } = await startCheckout('webhook@example.com');
    holding = true;
    try {
      await fetch(url, { method: 'POST', redirect: 'manual' });
    } finally {
      holding = false;
    }
    const event = held.pop();
    expect(event).toBeDefined();
    const { payload, signature } = event as { payload: string; signature: string };
    const signer = new Stripe('sk_test_signer');
    const stock = await stockOf();

    // Another secret, a changed body, no signature, a signature 10 minutes old: 400 each.
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_notTheSitesSecret' });
    const changed = payload.replace('"paid"', '"paid" ');
    const stale = signer.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    for (const [body, header] of [
      [payload, forged],
      [changed, signature],
      [payload, ''],
      [payload, stale],
    ] as const) {
      expect((await deliver(body, header)).status).toBe(400);
      expect(await orderOf(token)).toBeUndefined();
    }
    expect(await stockOf()).toBe(stock);

    expect((await deliver(payload, signature)).status).toBe(200);
    expect((await orderOf(token))?.status).toBe('Confirmed');
    expect(await stockOf()).toBe((stock ?? 0) - 1);

    // The same event again (Stripe retries; anyone may replay): answered, nothing more happens.
    const replay = await deliver(payload, signature);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ duplicate: true });
    const [{ n } = { n: 0 }] = await api.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.basketToken, token));
    expect(n).toBe(1);
    expect(await stockOf()).toBe((stock ?? 0) - 1);
    expect(await api.mails('webhook@example.com')).toHaveLength(1);
  }, 120_000);
});

describe('refunds through Stripe', () => {
  it('one Idempotency-Key makes one refund at Stripe, whatever the retries', async () => {
    const { token, url } = await startCheckout('refund@example.com');
    await fetch(url, { method: 'POST', redirect: 'manual' });
    const order = await orderOf(token);
    const key = `refund-${order?.id}`;
    const ask = () =>
      admin(packer, 'POST', `/orders/${order?.id}/refunds`, { amount: 500 }, { 'Idempotency-Key': key });
    const [first, second] = await Promise.all([ask(), ask()]);
    const third = await ask();
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ amount: 500, provider: 'stripe' });
    expect(first.body.providerRefundId).toMatch(/^re_test_/);
    expect([second.body.id, third.body.id]).toEqual([first.body.id, first.body.id]);
    expect([...double.refunds.values()].filter((r) => r.id === first.body.providerRefundId)).toHaveLength(1);
    expect(double.refunds.size).toBe(1);
    expect(double.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.idempotencyKey)).toEqual([
      key,
    ]);
    expect(
      await api.database.db
        .select()
        .from(orderRefunds)
        .where(eq(orderRefunds.orderId, order?.id ?? '')),
    ).toHaveLength(1);

    // Our side crashed after Stripe refunded, before it stored the refund: the retry with the
    // same key gets Stripe's first answer back, not a second refund.
    const provider = stripePayments({ apiBase: double.base, secretKey: undefined, webhookSecret: undefined });
    const request = {
      orderId: order?.id ?? '',
      basketToken: token,
      storeId,
      amount: 300,
      currency: 'DKK',
      idempotencyKey: `${key}-crash`,
      db: api.database.db,
    };
    const once = await provider.refund?.(request);
    const twice = await provider.refund?.(request);
    expect(twice?.providerRefundId).toBe(once?.providerRefundId);
    expect(double.refunds.size).toBe(2);
  }, 120_000);
});

describe('the Stripe double', () => {
  const client = () =>
    new Stripe(secretKey, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  const params = {
    mode: 'payment' as const,
    line_items: [
      { quantity: 2, price_data: { currency: 'dkk', unit_amount: 1250, product_data: { name: 'Scarf' } } },
    ],
    success_url: 'http://localhost:5173/receipt/',
    cancel_url: 'http://localhost:5173/checkout/',
    metadata: { storeId: 'x' },
  };

  it('decodes form bodies as Stripe encodes them', () => {
    expect(decodeStripeForm('line_items[0][price_data][unit_amount]=5&metadata[a]=b&mode=payment')).toEqual({
      line_items: { 0: { price_data: { unit_amount: '5' } } },
      metadata: { a: 'b' },
      mode: 'payment',
    });
  });

  it('answers the same key and parameters with the same object, and refuses the key with other parameters', async () => {
    const stripe = client();
    const a = await stripe.checkout.sessions.create(params, { idempotencyKey: 'double-k1' });
    const b = await stripe.checkout.sessions.create(params, { idempotencyKey: 'double-k1' });
    expect(b.id).toBe(a.id);
    expect(a.amount_total).toBe(2500);
    expect(b.lastResponse.headers['idempotent-replayed']).toBe('true');
    const other = await stripe.checkout.sessions.create(params, { idempotencyKey: 'double-k2' });
    expect(other.id).not.toBe(a.id);
    await expect(
      stripe.checkout.sessions.create(
        { ...params, success_url: 'http://localhost:5173/other/' },
        { idempotencyKey: 'double-k1' },
      ),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
    expect((await stripe.checkout.sessions.retrieve(a.id)).id).toBe(a.id);
  });

  it('refuses a wrong key (401), an unknown payment intent and a refund larger than what is left (400)', async () => {
    const wrong = new Stripe('sk_test_wrong', {
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(wrong.checkout.sessions.create(params)).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    const stripe = client();
    await expect(stripe.refunds.create({ payment_intent: 'pi_missing' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
    });
    const session = await stripe.checkout.sessions.create(params);
    holding = true;
    try {
      await double.pay(session.id);
    } finally {
      holding = false;
    }
    held.length = 0;
    const intent = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
    expect(intent).toMatch(/^pi_test_/);
    await expect(stripe.refunds.create({ payment_intent: intent, amount: 2501 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'amount',
    });
    const all = await stripe.refunds.create({ payment_intent: intent });
    expect(all).toMatchObject({ object: 'refund', amount: 2500, status: 'succeeded' });
    await expect(stripe.refunds.create({ payment_intent: intent })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
  });
});
