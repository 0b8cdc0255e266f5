/**
 * Orders day to day (issue 40) on the real API with PAYMENT_PROVIDER=stripe against the local
 * Stripe double: every refund is on the shopper's order page and mailed; cancelling a paid order
 * refunds it at Stripe and its mail says how much; a shipment with carrier and tracking number is
 * mailed with its link and shown to the shopper; a repeated status change answers the order as it
 * is (no 412); the list finds any part of a number, e-mail or name, filters by date, and exports
 * CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestItem } from '../src/testing/commerce-test-api.ts';
import type { StripeDouble } from '../src/testing/stripe-double.ts';
import type { AdminCall } from './support/admin-client.ts';
import { type StripeOrderScene, startStripeOrderScene } from './support/stripe-scene.ts';

const password = 'staff password 1';
const shopperEmail = `soren-${Date.now()}@example.com`;
let scene: StripeOrderScene;
let double: StripeDouble;
let api: StripeOrderScene['api'];
let storeId: string;
let item: TestItem;
let packer: string;
let admin: AdminCall;

/** An order of the shopper paid at the Stripe double; resolves with its row. */
const paidOrder = (quantity = 1) => scene.paidOrder([[item, quantity]]);
/** The order as its shopper reads it (validated by the contract). */
const shopperOrder = (orderId: string) => scene.shopperOrder(orderId);

beforeAll(async () => {
  scene = await startStripeOrderScene(
    { email: shopperEmail, firstName: 'Søren', lastName: 'Kierkegaard' },
    password,
  );
  ({ api, double, storeId, packer, admin } = scene);
  [item] = scene.items as [TestItem];
}, 180_000);
afterAll(() => scene?.close());

describe('refunds the shopper sees', () => {
  it('a part and the rest: each on the order page with amount and date, each mailed in the shop language', async () => {
    const order = await paidOrder();
    expect((await shopperOrder(order.id)).refunds).toEqual([]);
    const part = await admin(
      packer,
      'POST',
      `/orders/${order.id}/refunds`,
      { amount: 1000, reason: 'torn' },
      { 'Idempotency-Key': `p-${order.id}` },
    );
    expect(part.status).toBe(201);
    expect(part.body.providerRefundId).toMatch(/^re_test_/);
    const rest = await admin(
      packer,
      'POST',
      `/orders/${order.id}/refunds`,
      {},
      { 'Idempotency-Key': `r-${order.id}` },
    );
    expect(rest.status).toBe(201);
    const seen = await shopperOrder(order.id);
    expect(seen.refunds?.map((refund) => refund.amount)).toEqual([
      { amount: 10, currency: 'DKK' },
      { amount: (order.total - 1000) / 100, currency: 'DKK' },
    ]);
    expect(seen.refunds?.[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(seen.refundedTotal).toEqual({ amount: order.total / 100, currency: 'DKK' });
    const mails = (await api.mails(shopperEmail)).filter(
      (mail) => mail.subject === `Refusion af din ordre ${order.orderNumber}`,
    );
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.text).join('\n')).toMatch(/Vi har refunderet 10,00\skr\. af din ordre/);
  }, 120_000);

  it('cancelling a paid order refunds what is left at Stripe, once, and its mail says how much', async () => {
    const order = await paidOrder();
    await admin(
      packer,
      'POST',
      `/orders/${order.id}/refunds`,
      { amount: 500 },
      { 'Idempotency-Key': `c-${order.id}` },
    );
    const refundsBefore = double.refunds.size;
    const read = await admin(packer, 'GET', `/orders/${order.id}`);
    const cancel = () =>
      admin(packer, 'POST', `/orders/${order.id}/status`, { status: 'Cancelled' }, { 'If-Match': read.etag });
    const cancelled = await cancel();
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'Cancelled', refundable: 0 });
    expect(double.refunds.size).toBe(refundsBefore + 1);
    const atStripe = [...double.refunds.values()].at(-1) as unknown as { amount: number };
    expect(atStripe.amount).toBe(order.total - 500);
    // The double click: the same move again answers the order as it is, refunds nothing more.
    const again = await cancel();
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('Cancelled');
    expect(double.refunds.size).toBe(refundsBefore + 1);
    const seen = await shopperOrder(order.id);
    expect(seen.status).toBe('Cancelled');
    expect(seen.refunds).toHaveLength(2);
    const mail = (await api.mails(shopperEmail)).find(
      (m) => m.subject === `Din ordre ${order.orderNumber}: Annulleret`,
    );
    expect(mail?.text).toMatch(/er annulleret\./);
    expect(mail?.text?.replace(/\s/g, ' ')).toContain(
      `Vi har refunderet ${((order.total - 500) / 100).toFixed(2).replace('.', ',')} kr.`,
    );
    expect(mail?.text).not.toMatch(/eventuel/);
  }, 120_000);
});

describe('shipments', () => {
  it('ships with carrier and tracking number, once per key; mails the link; the shopper sees it', async () => {
    const order = await paidOrder(2);
    const body = { carrier: 'PostNord', trackingNumber: '00370712345678901' };
    expect((await admin(packer, 'POST', `/orders/${order.id}/shipments`, body)).status).toBe(400);
    const bad = await admin(
      packer,
      'POST',
      `/orders/${order.id}/shipments`,
      { carrier: '', trackingNumber: '<x>' },
      { 'Idempotency-Key': 'bad' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'carrier',
      'trackingNumber',
    ]);
    const tooMany = await admin(
      packer,
      'POST',
      `/orders/${order.id}/shipments`,
      { ...body, lines: [{ lineId: 'nope', quantity: 1 }] },
      { 'Idempotency-Key': 'nope' },
    );
    expect(tooMany.status).toBe(400);
    const key = `ship-${order.id}`;
    const [first, second] = await Promise.all([
      admin(packer, 'POST', `/orders/${order.id}/shipments`, body, { 'Idempotency-Key': key }),
      admin(packer, 'POST', `/orders/${order.id}/shipments`, body, { 'Idempotency-Key': key }),
    ]);
    expect(first.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(first.body).toMatchObject({
      carrier: 'PostNord',
      trackingNumber: '00370712345678901',
      trackingUrl: 'https://tracking.postnord.com/?id=00370712345678901',
    });
    expect(first.body.lines[0].quantity).toBe(2);
    const nothing = await admin(packer, 'POST', `/orders/${order.id}/shipments`, body, {
      'Idempotency-Key': `${key}-2`,
    });
    expect(nothing.status).toBe(409);
    expect(nothing.body.errors[0].code).toBe('order.nothing-to-ship');
    const detail = await admin(packer, 'GET', `/orders/${order.id}`);
    expect(detail.body.shipments).toHaveLength(1);
    expect(detail.body.fulfilment[0]).toMatchObject({ quantity: 2, shipped: 2 });
    const mails = (await api.mails(shopperEmail)).filter(
      (m) => m.subject === `Din ordre ${order.orderNumber} er afsendt`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Trackingnummer: 00370712345678901');
    expect(mails[0]?.text).toContain('https://tracking.postnord.com/?id=00370712345678901');
    expect((await shopperOrder(order.id)).shipments).toEqual([
      expect.objectContaining({
        carrier: 'PostNord',
        trackingNumber: '00370712345678901',
        trackingUrl: 'https://tracking.postnord.com/?id=00370712345678901',
      }),
    ]);
    // A cancelled order does not ship.
    const other = await paidOrder();
    const read = await admin(packer, 'GET', `/orders/${other.id}`);
    await admin(
      packer,
      'POST',
      `/orders/${other.id}/status`,
      { status: 'Cancelled' },
      { 'If-Match': read.etag },
    );
    const refused = await admin(packer, 'POST', `/orders/${other.id}/shipments`, body, {
      'Idempotency-Key': `${key}-3`,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].code).toBe('order.not-shippable');
  }, 120_000);
});

describe('double clicks', () => {
  it('"Mark complete" twice with the same ETag: both 200, one audit row, one mail', async () => {
    const order = await paidOrder();
    const read = await admin(packer, 'GET', `/orders/${order.id}`);
    const complete = () =>
      admin(packer, 'POST', `/orders/${order.id}/status`, { status: 'Complete' }, { 'If-Match': read.etag });
    const [first, second] = await Promise.all([complete(), complete()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.status).toBe('Complete');
    expect(second.etag).toBe(first.etag);
    const mails = (await api.mails(shopperEmail)).filter(
      (m) => m.subject === `Din ordre ${order.orderNumber}: Gennemført`,
    );
    expect(mails).toHaveLength(1);
    // A stale ETag for another move is still refused.
    expect(
      (
        await admin(
          packer,
          'POST',
          `/orders/${order.id}/status`,
          { status: 'Cancelled' },
          { 'If-Match': read.etag },
        )
      ).status,
    ).toBe(412);
  }, 120_000);
});

describe('the order list', () => {
  it('finds any part of a number, e-mail or name; filters by date; exports CSV', async () => {
    const order = await paidOrder();
    const ids = async (query: string) =>
      (await admin(packer, 'GET', `/orders?pageSize=100&${query}`)).body.items.map(
        (row: { id: string }) => row.id,
      );
    expect(await ids(`q=${encodeURIComponent('soren-')}`)).toContain(order.id);
    expect(await ids(`q=${encodeURIComponent('SØREN K')}`)).toContain(order.id);
    expect(await ids(`q=${encodeURIComponent('kierke')}`)).toContain(order.id);
    expect(await ids(`q=${encodeURIComponent(order.orderNumber.slice(0, -1))}`)).toContain(order.id);
    expect(await ids('q=%25')).not.toContain(order.id);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`from=${today}&to=${today}`)).toContain(order.id);
    expect(await ids('to=2020-01-01')).toEqual([]);
    expect((await admin(packer, 'GET', '/orders?from=2024-02-30')).status).toBe(400);
    expect((await admin(packer, 'GET', '/orders?from=2024-02-02&to=2024-02-01')).status).toBe(400);

    const csv = await api.fetch(`/admin/api/orders?format=csv&q=${encodeURIComponent('søren')}`, {
      headers: { Authorization: `Bearer ${packer}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('Content-Disposition')).toMatch(
      /attachment; filename="orders-all-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = await csv.text();
    const [header, ...rows] = text.trim().split(/\r?\n/);
    expect(header).toBe(
      'orderNumber,createdAt,storeId,status,email,name,currency,total,refunded,quantity,paymentMethod,shippingMethod,shipped,trackingNumbers',
    );
    expect(
      rows.some((row) => row.startsWith(`${order.orderNumber},`) && row.includes('Søren Kierkegaard')),
    ).toBe(true);
    // Another site's orders are not the packer's to export.
    const other = api.sites.find((s) => s.storeId !== storeId)?.storeId ?? '';
    expect(
      (
        await api.fetch(`/admin/api/orders?format=csv&storeId=${other}`, {
          headers: { Authorization: `Bearer ${packer}` },
        })
      ).status,
    ).toBe(403);
  }, 120_000);
});
