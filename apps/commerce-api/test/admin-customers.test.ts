/**
 * Customers in the admin API (issue 40 item 1, decision 0100) on PGlite: a site's registered
 * shoppers found by any part of an e-mail or name, one with their orders and addresses, all as
 * CSV (a BOM for Excel, cells escaped), everything held about one (GDPR export), and their
 * erasure: the account and their orders' personal fields anonymised in one audited transaction
 * (the audit row without personal data), orders kept, sessions ended; a second erasure answers
 * the same. Owners and fulfilment read customers; only owners export and erase; editors get 403.
 */
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerServiceMessages } from '../src/db/tables/content.ts';
import { auditLog } from '../src/db/tables/staff.ts';
import { mails, newsletterSignups, users } from '../src/db/tables/users.ts';
import { orders } from '../src/payment/tables.ts';
import {
  aarhusBilling,
  basketReadyToPay,
  danishItems,
  danishStoreId,
  orderOfBasket,
  registerAndSignIn,
  startPayment,
} from '../src/testing/checkout-scene.ts';
import { createCommerceTestApi, type TestItem } from '../src/testing/commerce-test-api.ts';
import { openForFile } from '../src/testing/open-for-file.ts';
import { adminCaller, ownerToken, staffToken as staffTokenOf } from './support/admin-client.ts';

const api = openForFile(() => createCommerceTestApi());
let storeId: string;
let otherStoreId: string;
let item: TestItem;
const tokens: Record<'owner' | 'packer' | 'editor' | 'siteOwner' | 'otherOwner', string> = {
  owner: '',
  packer: '',
  editor: '',
  siteOwner: '',
  otherOwner: '',
};
const password = 'staff password 1';
const shopperPassword = 'correct horse battery';
const stamp = Date.now();
const soren = { email: `soren.k-${stamp}@example.dk`, firstName: 'Søren', lastName: 'Kierkegaard' };
const karen = { email: `karen-${stamp}@example.dk`, firstName: 'Karen', lastName: 'Blixen, "Tania"' };
let sorenId: string;
let karenId: string;
let sorenSession: { access_token: string; refresh_token: string };
let orderId: string;
/** Søren's address (Nytorv 2, København). */
const copenhagen = { street: 'Nytorv 2', city: 'København', zipCode: '1450' };

const staffToken = (email: string) => staffTokenOf(api, email, password);

/** A call of `/admin/api/sites<path>` as one of the members. */
const admin = (who: keyof typeof tokens, method: string, path: string, body?: unknown) =>
  adminCaller(api)(tokens[who], method, `/sites${path}`, body);

async function registerAndLogIn(shopper: typeof soren, site: string) {
  const { registered, session } = await registerAndSignIn(api, site, shopper, shopperPassword);
  expect(registered).toBe(201);
  return session;
}

/** A paid order of Søren on `storeId` (the test payment page); resolves with its id. */
async function paidOrder(): Promise<string> {
  const h = { StoreId: storeId, Authorization: `Bearer ${sorenSession.access_token}` };
  const token = await basketReadyToPay(api, {
    headers: h,
    lines: [{ itemId: item.itemId, quantity: 1 }],
    billing: { ...aarhusBilling(soren.email, 'Søren', 'Kierkegaard'), ...copenhagen },
  });
  const started = await startPayment(api, token, h);
  expect((await api.fetch(`${started.data?.url}/approve`, { method: 'POST' })).status).toBe(303);
  return (await orderOfBasket(api, token))?.id ?? '';
}

beforeAll(async () => {
  storeId = danishStoreId(api);
  otherStoreId = api.sites.find((s) => s.storeId !== storeId)?.storeId ?? '';
  [item] = (await danishItems(api, 5)) as [TestItem];
  tokens.owner = await ownerToken(api, 'owner@customers.example', password);
  for (const [email, role, sites] of [
    ['packer@customers.example', 'fulfilment', [storeId]],
    ['editor@customers.example', 'editor', [storeId]],
    ['site-owner@customers.example', 'owner', [storeId]],
    ['other-owner@customers.example', 'owner', [otherStoreId]],
  ] as const) {
    const created = await api.json(
      'POST',
      '/admin/api/staff',
      { email, password, role, sites },
      { Authorization: `Bearer ${tokens.owner}` },
    );
    expect(created.status).toBe(201);
  }
  tokens.packer = await staffToken('packer@customers.example');
  tokens.editor = await staffToken('editor@customers.example');
  tokens.siteOwner = await staffToken('site-owner@customers.example');
  tokens.otherOwner = await staffToken('other-owner@customers.example');

  sorenSession = await registerAndLogIn(soren, storeId);
  await registerAndLogIn(karen, storeId);
  const ids = await api.database.db.select({ id: users.id, email: users.email }).from(users);
  sorenId = ids.find((row) => row.email === soren.email)?.id ?? '';
  karenId = ids.find((row) => row.email === karen.email)?.id ?? '';
  orderId = await paidOrder();
  // Søren's newsletter signup; Karen wrote to another site's contact form.
  const signup = await api.json(
    'POST',
    '/api/users/newsletter/club-news',
    { email: soren.email, firstName: 'Søren', termsId: 'terms' },
    { StoreId: storeId },
  );
  expect(signup.status).toBe(200);
  const message = await api.json(
    'POST',
    '/api/customerservice',
    { name: 'Karen Blixen', email: karen.email, subject: 'Størrelse', message: 'Har I XL?' },
    { StoreId: otherStoreId },
  );
  expect(message.status).toBe(200);
}, 180_000);

describe('the customers of a site', () => {
  it('lists and finds them by any part of an e-mail or name, for owners and fulfilment', async () => {
    const all = await admin('owner', 'GET', `/${storeId}/customers?pageSize=200`);
    expect(all.status).toBe(200);
    expect(all.body.items.map((c: { id: string }) => c.id)).toEqual(
      expect.arrayContaining([sorenId, karenId]),
    );
    const byEmail = await admin(
      'packer',
      'GET',
      `/${storeId}/customers?q=${encodeURIComponent(`soren.k-${stamp}@`)}`,
    );
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toMatchObject({ total: 1, page: 1 });
    expect(byEmail.body.items[0]).toMatchObject({
      id: sorenId,
      email: soren.email,
      name: 'Søren Kierkegaard',
      registeredOn: storeId,
      orderCount: 1,
      emailConfirmed: false,
    });
    expect(new Date(byEmail.body.items[0].lastOrderAt).getTime()).toBeGreaterThan(Date.now() - 600_000);
    const byName = await admin('owner', 'GET', `/${storeId}/customers?q=kierke`);
    expect(byName.body.items.map((c: { id: string }) => c.id)).toContain(sorenId);
    expect(byName.body.items.map((c: { id: string }) => c.id)).not.toContain(karenId);
    // On another site they are nobody's customers.
    const elsewhere = await admin('owner', 'GET', `/${otherStoreId}/customers?q=${stamp}`);
    expect(elsewhere.body.total).toBe(0);
  });

  it('refuses editors and staff of other sites (403), unknown sites (404) and bad queries (400)', async () => {
    expect((await admin('editor', 'GET', `/${storeId}/customers`)).status).toBe(403);
    expect((await admin('otherOwner', 'GET', `/${storeId}/customers`)).status).toBe(403);
    expect((await admin('owner', 'GET', '/no-such-site/customers')).status).toBe(404);
    const bad = await admin('owner', 'GET', `/${storeId}/customers?pageSize=0&format=xml`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['pageSize', 'format']),
    );
  });

  it('shows one with their orders and addresses; an unknown id is 404', async () => {
    const detail = await admin('packer', 'GET', `/${storeId}/customers/${sorenId}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: sorenId, email: soren.email, orderCount: 1 });
    const [order] = await api.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(detail.body.orders).toEqual([
      expect.objectContaining({
        id: orderId,
        orderNumber: order?.orderNumber,
        status: 'Confirmed',
        totalMinor: order?.total,
        currency: 'DKK',
      }),
    ]);
    expect(detail.body.addresses).toEqual([
      expect.objectContaining({ source: 'billing', street: 'Nytorv 2', city: 'København', country: 'DK' }),
    ]);
    expect((await admin('owner', 'GET', `/${storeId}/customers/no-such-id`)).status).toBe(404);
    expect((await admin('owner', 'GET', `/${otherStoreId}/customers/${sorenId}`)).status).toBe(404);
  });

  it('exports them as CSV with a BOM, cells quoted where needed', async () => {
    const response = await api.fetch(`/admin/api/sites/${storeId}/customers?format=csv&q=${stamp}`, {
      headers: { Authorization: `Bearer ${tokens.packer}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('Content-Disposition')).toMatch(/attachment; filename="customers-/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('"Blixen, ""Tania"""');
    const rows = parse(text, { bom: true }) as string[][];
    const header = rows[0] as string[];
    expect(header.slice(0, 3)).toEqual(['id', 'email', 'firstName']);
    expect(rows).toHaveLength(3);
    const sorenRow = rows.find((row) => row[0] === sorenId) as string[];
    expect(sorenRow[header.indexOf('firstName')]).toBe('Søren');
    expect(sorenRow[header.indexOf('orderCount')]).toBe('1');
    expect(rows.find((row) => row[0] === karenId)?.[header.indexOf('lastName')]).toBe('Blixen, "Tania"');
  });
});

describe('GDPR: data export and erasure', () => {
  it('exports everything held about the person, for owners only', async () => {
    expect((await admin('packer', 'GET', `/${storeId}/customers/${sorenId}/export`)).status).toBe(403);
    const data = await admin('owner', 'GET', `/${storeId}/customers/${sorenId}/export`);
    expect(data.status).toBe(200);
    expect(data.headers.get('Content-Disposition')).toMatch(/attachment/);
    expect(data.body.account).toMatchObject({ id: sorenId, email: soren.email, firstName: 'Søren' });
    expect(data.body.account.passwordHash).toBeUndefined();
    expect(data.body.sites).toEqual([storeId]);
    expect(data.body.orders).toHaveLength(1);
    expect(data.body.orders[0]).toMatchObject({ id: orderId, billingAddress: { street: 'Nytorv 2' } });
    expect(data.body.orders[0].lines.length).toBeGreaterThan(0);
    expect(data.body.newsletterSignups).toEqual([expect.objectContaining({ listId: 'club-news' })]);
    expect(data.body.mails.length).toBeGreaterThan(0);
    expect(data.body.mails.every((mail: { to: string }) => mail.to.toLowerCase() === soren.email)).toBe(true);
    // Karen also wrote to another site: only staff of every site she is on export or erase her.
    expect((await admin('siteOwner', 'GET', `/${storeId}/customers/${karenId}/export`)).status).toBe(403);
    expect((await admin('siteOwner', 'POST', `/${storeId}/customers/${karenId}/erase`)).status).toBe(403);
    const karenData = await admin('owner', 'GET', `/${storeId}/customers/${karenId}/export`);
    expect(karenData.body.contactMessages).toEqual([expect.objectContaining({ subject: 'Størrelse' })]);
  });

  it('erases: account and orders anonymised, orders kept, sessions ended, audited without personal data', async () => {
    expect((await admin('packer', 'POST', `/${storeId}/customers/${sorenId}/erase`)).status).toBe(403);
    expect((await admin('editor', 'POST', `/${storeId}/customers/${sorenId}/erase`)).status).toBe(403);
    const [before] = await api.database.db.select().from(orders).where(eq(orders.id, orderId));
    const erased = await admin('siteOwner', 'POST', `/${storeId}/customers/${sorenId}/erase`);
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ id: sorenId, ordersAnonymised: 1 });

    const [account] = await api.database.db.select().from(users).where(eq(users.id, sorenId));
    expect(account).toMatchObject({ firstName: 'Erased', phone: null, street: null, passwordHash: 'erased' });
    expect(account?.email).toBe(`erased-${sorenId}@erased.invalid`);
    expect(account?.erasedAt).toBeInstanceOf(Date);
    const [order] = await api.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      orderNumber: before?.orderNumber,
      total: before?.total,
      status: before?.status,
      billingAddress: { firstName: 'Erased', country: 'DK', email: `erased-${sorenId}@erased.invalid` },
    });
    expect(JSON.stringify(order)).not.toMatch(/Søren|Kierkegaard|Nytorv|12 34 56 78|soren\.k/);
    const leftovers = await Promise.all([
      api.database.db
        .select()
        .from(newsletterSignups)
        .where(sql`lower(${newsletterSignups.email}) = ${soren.email}`),
      api.database.db.select().from(mails).where(sql`lower(${mails.to}) = ${soren.email}`),
    ]);
    expect(leftovers.map((rows) => rows.length)).toEqual([0, 0]);

    // The shopper can neither log in nor renew the session.
    const login = await api.json(
      'POST',
      '/api/users/authenticate',
      { grant_type: 'password', username: soren.email, password: shopperPassword },
      { StoreId: storeId },
    );
    expect(login.body).toMatchObject({ isSuccess: false });
    const renew = await api.json(
      'POST',
      '/api/users/authenticate',
      { grant_type: 'refresh_token', refresh_token: sorenSession.refresh_token },
      { StoreId: storeId },
    );
    expect(renew.body).toMatchObject({ isSuccess: false });

    const audit = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, sorenId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'customer.erase',
      actor: 'site-owner@customers.example',
      storeId,
    });
    expect(JSON.stringify(audit[0])).not.toMatch(/Søren|Kierkegaard|Nytorv|soren\.k|example\.dk/);

    // Gone from the list and the detail; a second erasure answers the same, audited once.
    const list = await admin('owner', 'GET', `/${storeId}/customers?q=${stamp}`);
    expect(list.body.items.map((c: { id: string }) => c.id)).toEqual([karenId]);
    expect((await admin('owner', 'GET', `/${storeId}/customers/${sorenId}`)).status).toBe(404);
    // Erasing again, twice at once, answers the first erasure's result both times.
    const [again, twice] = await Promise.all([
      admin('owner', 'POST', `/${storeId}/customers/${sorenId}/erase`),
      admin('siteOwner', 'POST', `/${storeId}/customers/${sorenId}/erase`),
    ]);
    expect(twice.body).toEqual(erased.body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(erased.body);
    expect(
      await api.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, sorenId))),
    ).toHaveLength(1);
    expect((await admin('owner', 'POST', `/${storeId}/customers/no-such-id/erase`)).status).toBe(404);
    expect((await admin('owner', 'POST', `/${otherStoreId}/customers/${sorenId}/erase`)).status).toBe(404);
  });

  it('erases a person with data on two sites for staff of all sites, the contact message included', async () => {
    const erased = await admin('owner', 'POST', `/${storeId}/customers/${karenId}/erase`);
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ id: karenId, ordersAnonymised: 0 });
    const messages = await api.database.db
      .select()
      .from(customerServiceMessages)
      .where(eq(customerServiceMessages.email, karen.email));
    expect(messages).toEqual([]);
  });
});
