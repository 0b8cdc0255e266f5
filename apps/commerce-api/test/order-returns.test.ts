/**
 * Returns (issue 40) on the real API with PAYMENT_PROVIDER=stripe against the local Stripe double:
 * a return puts exactly the returned sizes back in stock and refunds their amount at Stripe, once
 * for a double submit; it is mailed and shown on the shopper's order; an unknown line or more than
 * was bought is a 4xx naming it that writes nothing; a full refund without a return restocks
 * nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../src/db/tables/catalog.ts';
import { orderReturns } from '../src/orders/tables.ts';
import type { TestItem } from '../src/testing/commerce-test-api.ts';
import type { StripeDouble } from '../src/testing/stripe-double.ts';
import type { AdminCall } from './support/admin-client.ts';
import { type StripeOrderScene, startStripeOrderScene } from './support/stripe-scene.ts';

const password = 'staff password 1';
const shopperEmail = `returner-${Date.now()}@example.com`;
let scene: StripeOrderScene;
let double: StripeDouble;
let api: StripeOrderScene['api'];
let item: TestItem;
let other: TestItem;
let packer: string;
let admin: AdminCall;

/** An order of the shopper paid at the Stripe double; resolves with its row. */
const paidOrder = (quantity = 1, otherQuantity = 0) =>
  scene.paidOrder([
    [item, quantity],
    ...(otherQuantity > 0 ? [[other, otherQuantity] as [TestItem, number]] : []),
  ]);
/** The order as its shopper reads it (validated by the contract). */
const shopperOrder = (orderId: string) => scene.shopperOrder(orderId);

beforeAll(async () => {
  scene = await startStripeOrderScene(
    { email: shopperEmail, firstName: 'Søren', lastName: 'Kierkegaard' },
    password,
  );
  ({ api, double, packer, admin } = scene);
  [item, other] = scene.items as [TestItem, TestItem];
}, 180_000);
afterAll(() => scene?.close());

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
