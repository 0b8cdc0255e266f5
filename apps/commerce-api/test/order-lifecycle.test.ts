/**
 * The order lifecycle of the admin API (issue 27, contract with the back office): every illegal
 * status move is a 409 naming from and to that changes nothing; a cancellation gives the stock
 * and the voucher use back in one go; each change is audited and mailed to the shopper in the
 * shop's culture, and the shopper's order history shows it; a refund is made once per
 * Idempotency-Key; the dashboard counts today's orders. Runs on PGlite, and on PostgreSQL with
 * COMMERCE_TEST_DATABASE_URL.
 */
import { orderListResponseSchema } from '@clubshop/api-sdk/contract';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { items } from '../src/db/tables/catalog.ts';
import { vouchers } from '../src/db/tables/checkout.ts';
import { auditLog } from '../src/db/tables/staff.ts';
import { utcDay } from '../src/orders/dashboard.ts';
import { orderRefunds } from '../src/orders/tables.ts';
import { orders } from '../src/payment/tables.ts';
import {
  aarhusBilling,
  addVoucher,
  basketReadyToPay,
  danishItems,
  danishStoreId,
  orderOfBasket,
  registerAndSignIn,
  startPayment,
} from '../src/testing/checkout-scene.ts';
import { createCommerceTestApi, type TestItem } from '../src/testing/commerce-test-api.ts';
import { openForFile } from '../src/testing/open-for-file.ts';
import {
  type AdminCall,
  adminCaller,
  ownerToken,
  staffToken as staffTokenOf,
} from './support/admin-client.ts';

const api = openForFile(() => createCommerceTestApi());
let storeId: string;
let item: TestItem;
let owner: string;
let packer: string;
let editor: string;
let shopper: string;
const password = 'staff password 1';
const shopperEmail = `lifecycle-${Date.now()}@example.com`;

const staffToken = (email: string) => staffTokenOf(api, email, password);
let admin: AdminCall;

/** One header, or none when `value` is undefined. */
const header = (name: string, value?: string): Record<string, string> =>
  value === undefined ? {} : { [name]: value };

/** Asks to move an order to `status` as the member of `token`, with `If-Match` when given. */
const setStatus = (token: string, orderId: string, status: string, ifMatch?: string) =>
  admin(token, 'POST', `/orders/${orderId}/status`, { status }, header('If-Match', ifMatch));

/** Asks for a refund of an order as the member of `token`, with an `Idempotency-Key` when given. */
const refund = (token: string, orderId: string, body: object, key?: string) =>
  admin(token, 'POST', `/orders/${orderId}/refunds`, body, header('Idempotency-Key', key));

/** A paid order of the shopper (through the test payment page); resolves with its id. */
async function paidOrder(options: { quantity?: number; voucher?: string } = {}): Promise<string> {
  const h = { StoreId: storeId, Authorization: `Bearer ${shopper}` };
  const token = await basketReadyToPay(api, {
    headers: h,
    lines: [{ itemId: item.itemId, quantity: options.quantity ?? 1 }],
    billing: aarhusBilling(shopperEmail, 'Grace', 'Hopper'),
  });
  if (options.voucher) {
    expect(await addVoucher(api, token, options.voucher, h)).toBe(200);
  }
  const started = await startPayment(api, token, h);
  const approved = await api.fetch(`${started.data?.url}/approve`, { method: 'POST' });
  expect(approved.status).toBe(303);
  return (await orderOfBasket(api, token))?.id ?? '';
}

async function stockOf(itemId: string): Promise<number> {
  const [row] = await api.database.db.select().from(items).where(eq(items.id, itemId));
  return row?.stockQuantity ?? -1;
}

async function auditRows(orderId: string) {
  return api.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, orderId)));
}

beforeAll(async () => {
  admin = adminCaller(api);
  storeId = danishStoreId(api);
  [item] = (await danishItems(api)) as [TestItem];
  owner = await ownerToken(api, 'owner@club.example', password);
  for (const [email, role] of [
    ['packer@club.example', 'fulfilment'],
    ['editor@club.example', 'editor'],
  ] as const) {
    expect((await admin(owner, 'POST', '/staff', { email, password, role, sites: [storeId] })).status).toBe(
      201,
    );
  }
  packer = await staffToken('packer@club.example');
  editor = await staffToken('editor@club.example');
  const registered = await registerAndSignIn(
    api,
    storeId,
    { email: shopperEmail, firstName: 'Grace', lastName: 'Hopper' },
    'correct horse battery',
  );
  expect(registered.registered).toBe(201);
  shopper = registered.session?.access_token ?? '';
}, 180_000);

describe('status changes', () => {
  it('Confirmed -> Complete: audited, mailed in the shop culture, shown in the order history', async () => {
    const orderId = await paidOrder();
    const read = await admin(packer, 'GET', `/orders/${orderId}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      status: 'Confirmed',
      nextStatuses: ['Complete', 'Cancelled'],
      refunds: [],
    });
    expect(read.body.payments[0]).toMatchObject({ provider: 'mobilepay', amount: read.body.refundable });
    expect(read.etag).toMatch(/^"/);
    const listed = await admin(packer, 'GET', '/orders?pageSize=50');
    expect(listed.body.items.find((o: { id: string }) => o.id === orderId)).toMatchObject({
      status: 'Confirmed',
      etag: read.etag,
    });

    // Without If-Match 428, with a made-up one 412; editors may not; nothing changes.
    expect((await setStatus(packer, orderId, 'Complete')).status).toBe(428);
    expect((await setStatus(packer, orderId, 'Complete', '"stale"')).status).toBe(412);
    expect((await setStatus(editor, orderId, 'Complete', read.etag)).status).toBe(403);
    const bad = await setStatus(packer, orderId, 'Shipped', read.etag);
    expect(bad.status).toBe(400);
    expect((await auditRows(orderId)).length).toBe(0);

    const done = await setStatus(packer, orderId, 'Complete', read.etag);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: orderId, status: 'Complete', nextStatuses: [] });
    expect(done.etag).not.toBe(read.etag);
    // The old ETag is stale now.
    expect((await setStatus(packer, orderId, 'Cancelled', read.etag)).status).toBe(412);

    const [audit] = await auditRows(orderId);
    expect(audit).toMatchObject({
      actor: 'packer@club.example',
      action: 'status',
      storeId,
      before: { status: 'Confirmed' },
      after: { status: 'Complete' },
    });
    const mails = await api.mails(shopperEmail);
    const mail = mails.find((m) => m.subject.includes('Gennemført'));
    // The Danish shop: the mail in Danish, the status named as the order history names it.
    expect(mail?.subject).toMatch(/^Din ordre CS-\d+: Gennemført$/);
    expect(mail?.text).toMatch(/er gennemført og på vej til dig/);

    const history = v.parse(
      orderListResponseSchema,
      (
        await api.json('GET', '/api/users/me/orders', undefined, {
          StoreId: storeId,
          Authorization: `Bearer ${shopper}`,
        })
      ).body,
    );
    expect(history.find((o) => o.id === orderId)?.status).toBe('Complete');
  }, 120_000);

  it('every illegal move is a 409 naming from and to, and changes nothing', async () => {
    const complete = await paidOrder();
    const cancelled = await paidOrder();
    const confirmed = await paidOrder();
    const move = async (orderId: string, status: string) => {
      const read = await admin(owner, 'GET', `/orders/${orderId}`);
      return setStatus(owner, orderId, status, read.etag);
    };
    expect((await move(complete, 'Complete')).status).toBe(200);
    expect((await move(cancelled, 'Cancelled')).status).toBe(200);
    const illegal: Array<[string, string, string]> = [
      [confirmed, 'Confirmed', 'Open'],
      [complete, 'Complete', 'Open'],
      [complete, 'Complete', 'Confirmed'],
      [complete, 'Complete', 'Cancelled'],
      [cancelled, 'Cancelled', 'Open'],
      [cancelled, 'Cancelled', 'Confirmed'],
      [cancelled, 'Cancelled', 'Complete'],
    ];
    // A move to the status the order has is no move: it answers the order as it is (decision
    // 0095, a double click), and changes nothing either.
    for (const [orderId, status] of [
      [confirmed, 'Confirmed'],
      [complete, 'Complete'],
      [cancelled, 'Cancelled'],
    ] as const) {
      const audits = (await auditRows(orderId)).length;
      const mails = (await api.mails(shopperEmail)).length;
      const same = await setStatus(owner, orderId, status, '"old"');
      expect(same.status, `${status} -> ${status}`).toBe(200);
      expect(same.body.status).toBe(status);
      expect((await auditRows(orderId)).length).toBe(audits);
      expect((await api.mails(shopperEmail)).length).toBe(mails);
    }
    for (const [orderId, from, to] of illegal) {
      const stock = await stockOf(item.itemId);
      const audits = (await auditRows(orderId)).length;
      const mails = (await api.mails(shopperEmail)).length;
      const refused = await move(orderId, to);
      expect(refused.status, `${from} -> ${to}`).toBe(409);
      expect(refused.body.errors[0]).toMatchObject({
        code: 'order.illegal-status-change',
        params: { from, to },
      });
      const [row] = await api.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row?.status).toBe(from);
      expect(await stockOf(item.itemId)).toBe(stock);
      expect((await auditRows(orderId)).length).toBe(audits);
      expect((await api.mails(shopperEmail)).length).toBe(mails);
    }
    // Open -> Confirmed is a move of the lifecycle (a provider that confirms later).
    await api.database.db.update(orders).set({ status: 'Open' }).where(eq(orders.id, confirmed));
    expect((await move(confirmed, 'Confirmed')).status).toBe(200);
    expect((await move(confirmed, 'Open')).status).toBe(409);
  }, 180_000);

  it('cancelling gives the stock and the voucher use back, in one transaction', async () => {
    const stockBefore = await stockOf(item.itemId);
    const orderId = await paidOrder({ quantity: 2, voucher: 'ONCE25' });
    expect(await stockOf(item.itemId)).toBe(stockBefore - 2);
    const [used] = await api.database.db.select().from(vouchers).where(eq(vouchers.code, 'ONCE25'));
    expect(used?.redemptionCount).toBe(1);

    const read = await admin(packer, 'GET', `/orders/${orderId}`);
    const cancelled = await setStatus(packer, orderId, 'Cancelled', read.etag);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('Cancelled');
    expect(await stockOf(item.itemId)).toBe(stockBefore);
    const [freed] = await api.database.db.select().from(vouchers).where(eq(vouchers.code, 'ONCE25'));
    expect(freed?.redemptionCount).toBe(0);
    // The product's answer shows the stock at once (the catalogue cache was dropped).
    const product = await api.json('GET', `/api/products/${item.productId}`, undefined, { StoreId: storeId });
    expect(JSON.stringify(product.body)).toContain(item.itemId);
    const mail = (await api.mails(shopperEmail)).find((m) => m.subject.includes('Annulleret'));
    expect(mail?.text).toMatch(/er annulleret/);
  }, 120_000);
});

describe('refunds', () => {
  it('needs an Idempotency-Key; the same key twice makes one refund; never more than was paid', async () => {
    const orderId = await paidOrder();
    const read = await admin(packer, 'GET', `/orders/${orderId}`);
    const total = read.body.refundable as number;
    expect((await refund(packer, orderId, { amount: 100 })).status).toBe(400);
    expect((await refund(editor, orderId, { amount: 100 }, 'k-editor')).status).toBe(403);
    const badAmount = await refund(packer, orderId, { amount: 1.5 }, 'k0');
    expect(badAmount.status).toBe(400);
    expect(badAmount.body.errors[0].field).toBe('amount');

    const key = `refund-${orderId}`;
    const [first, second] = await Promise.all([
      refund(packer, orderId, { amount: 100, reason: 'torn seam' }, key),
      refund(packer, orderId, { amount: 100, reason: 'torn seam' }, key),
    ]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(first.body).toMatchObject({
      amount: 100,
      currency: 'DKK',
      reason: 'torn seam',
      provider: 'test-page',
    });
    const again = await refund(packer, orderId, { amount: 100 }, key);
    expect(again.body.id).toBe(first.body.id);
    // The key with another amount is another request: refused, nothing made.
    const reused = await refund(packer, orderId, { amount: 200 }, key);
    expect(reused.status).toBe(409);
    expect(reused.body.errors[0].code).toBe('order.idempotency-key-reused');
    expect(
      await api.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)),
    ).toHaveLength(1);

    const tooMuch = await admin(
      packer,
      'POST',
      `/orders/${orderId}/refunds`,
      { amount: total },
      { 'Idempotency-Key': `${key}-2` },
    );
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.errors[0]).toMatchObject({
      code: 'order.refund-too-large',
      params: { refundable: total - 100 },
    });
    const rest = await admin(
      packer,
      'POST',
      `/orders/${orderId}/refunds`,
      {},
      { 'Idempotency-Key': `${key}-3` },
    );
    expect(rest.status).toBe(201);
    expect(rest.body.amount).toBe(total - 100);
    const after = await admin(packer, 'GET', `/orders/${orderId}`);
    expect(after.body.refundable).toBe(0);
    expect(after.body.refunds.map((r: { id: string }) => r.id)).toEqual([first.body.id, rest.body.id]);
    expect(after.etag).not.toBe(read.etag);
    const audits = (await auditRows(orderId)).filter((row) => row.action === 'refund');
    expect(audits).toHaveLength(2);
  }, 120_000);
});

describe('the dashboard', () => {
  it("counts today's orders and revenue per site the member works on, and lists low stock", async () => {
    const before = await admin(packer, 'GET', '/dashboard');
    expect(before.status).toBe(200);
    expect(before.body.sites.map((s: { siteId: string }) => s.siteId)).toEqual([storeId]);
    const site = before.body.sites[0];
    expect(site).toMatchObject({ siteId: storeId, currency: 'DKK' });
    const orderId = await paidOrder();
    const [order] = await api.database.db.select().from(orders).where(eq(orders.id, orderId));
    const after = (await admin(packer, 'GET', `/dashboard?site=${storeId}`)).body.sites[0];
    expect(after.today.orders).toBe(site.today.orders + 1);
    expect(after.today.revenue).toBe(site.today.revenue + (order?.total ?? 0));
    // A size down to 1 is low in stock (fewest first, so among the 20 listed).
    await api.database.db.update(items).set({ stockQuantity: 1 }).where(eq(items.id, item.itemId));
    const low = (await admin(packer, 'GET', `/dashboard?site=${storeId}`)).body.sites[0].lowStock;
    expect(low).toContainEqual(
      expect.objectContaining({ sku: item.itemId, productId: item.productId, stock: 1 }),
    );
    // The day, week and month of it (issue 40 item 8): per day, in total, and the top products.
    const { start } = utcDay(new Date());
    for (const period of ['day', 'week', 'month'] as const) {
      const answer = (await admin(packer, 'GET', `/dashboard?site=${storeId}&period=${period}`)).body;
      expect(answer.period.kind).toBe(period);
      const figures = answer.sites[0].period;
      expect(figures.days.length).toBe(period === 'day' ? 1 : period === 'week' ? 7 : figures.days.length);
      expect(figures.days.length).toBeGreaterThanOrEqual(period === 'month' ? 28 : 1);
      const today = figures.days.find(
        (entry: { date: string }) => entry.date === start.toISOString().slice(0, 10),
      );
      expect(today).toEqual({ date: start.toISOString().slice(0, 10), ...after.today });
      expect(figures.orders).toBeGreaterThanOrEqual(after.today.orders);
      expect(figures.revenue).toBe(
        figures.days.reduce((sum: number, entry: { revenue: number }) => sum + entry.revenue, 0),
      );
      expect(figures.topProducts).toContainEqual(
        expect.objectContaining({ productId: item.productId, quantity: expect.any(Number) }),
      );
    }
    const bad = await admin(packer, 'GET', `/dashboard?period=year`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'period' });
    const other = api.sites.find((s) => s.storeId !== storeId)?.storeId ?? '';
    expect((await admin(packer, 'GET', `/dashboard?site=${other}`)).status).toBe(403);
    expect((await admin(owner, 'GET', '/dashboard')).body.sites.length).toBeGreaterThan(1);
  }, 120_000);
});

describe('the orders list', () => {
  it('finds orders by order number or e-mail and filters by status; bad filters are 400', async () => {
    const orderId = await paidOrder();
    const [order] = await api.database.db.select().from(orders).where(eq(orders.id, orderId));
    const number = order?.orderNumber ?? '';
    const byNumber = await admin(packer, 'GET', `/orders?q=${encodeURIComponent(number)}`);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.items.map((row: { id: string }) => row.id)).toEqual([orderId]);
    const byEmail = await admin(packer, 'GET', `/orders?q=${encodeURIComponent(shopperEmail.toUpperCase())}`);
    expect(byEmail.body.items.length).toBeGreaterThan(0);
    expect(byEmail.body.total).toBe(byEmail.body.items.length);
    expect(byEmail.body.items.every((row: { email: string }) => row.email === shopperEmail)).toBe(true);
    expect(byEmail.body.items.map((row: { id: string }) => row.id)).toContain(orderId);
    const nobody = await admin(packer, 'GET', '/orders?q=nobody%40nowhere.example');
    expect(nobody.body).toMatchObject({ items: [], total: 0 });
    const cancelled = await admin(
      packer,
      'GET',
      `/orders?status=Cancelled&q=${encodeURIComponent(shopperEmail)}`,
    );
    expect(cancelled.body.items.every((row: { status: string }) => row.status === 'Cancelled')).toBe(true);
    expect(cancelled.body.items.map((row: { id: string }) => row.id)).not.toContain(orderId);
    expect((await admin(packer, 'GET', '/orders?status=Lost')).status).toBe(400);
  }, 120_000);
});
