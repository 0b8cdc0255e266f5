/**
 * Vouchers and shipping methods through the admin API (issue 26): what staff write is what a
 * shopper's checkout prices with (the pricing module reads the same rows); only staff of all sites
 * change them (every shop shares them), 412 on a stale edit, 400 naming the field, audit rows.
 * On PGlite, and on PostgreSQL with COMMERCE_TEST_DATABASE_URL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CommerceTestApi, createCommerceTestApi, findItems } from '../src/payment/commerce-test-api.ts';
import { createStaff } from '../src/staff/staff-service.ts';
import { auditLog } from '../src/staff/tables.ts';
import { jsonInit } from './contract.ts';

vi.setConfig({ testTimeout: 120_000 });

let api: CommerceTestApi;
const password = 'staff password 1';
let owner: string;
let scopedEditor: string;
let dkStore: string;
let itemId: string;

async function tokenOf(email: string): Promise<string> {
  const response = await api.fetch(
    '/admin/api/auth/token',
    jsonInit('POST', { grant_type: 'password', username: email, password }),
  );
  return ((await response.json()) as { access_token: string }).access_token;
}

async function call(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const auth = { Authorization: `Bearer ${token}`, ...headers };
  const response = await api.fetch(
    `/admin/api${path}`,
    body === undefined ? { method, headers: auth } : jsonInit(method, body, auth),
  );
  const text = await response.text();
  return {
    status: response.status,
    etag: response.headers.get('ETag'),
    // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
    body: (text.startsWith('{') ? JSON.parse(text) : undefined) as any,
  };
}

/** A Danish shopper's basket with one item; its token. */
async function basket(): Promise<string> {
  const headers = { StoreId: dkStore };
  const created = (await api.json('POST', '/api/baskets', undefined, headers)).body as {
    summary: { token: string };
  };
  const token = created.summary.token;
  const added = await api.json('POST', `/api/baskets/${token}`, { productId: itemId, quantity: 1 }, headers);
  expect(added.status).toBe(200);
  return token;
}

beforeAll(async () => {
  api = await createCommerceTestApi();
  const dk = api.sites.find((site) => site.club === 'northbridge' && site.country === 'dk');
  dkStore = dk?.storeId ?? '';
  const [item] = await findItems(api, { clubId: 'northbridge', currency: 'DKK', state: 'InStock' });
  itemId = item?.itemId ?? '';
  await createStaff(api.database.db, { name: 'cli' }, new Date(), {
    email: 'owner@vouchers.example',
    password,
    role: 'owner',
    sites: 'all',
  });
  owner = await tokenOf('owner@vouchers.example');
  expect(
    (
      await call(owner, 'POST', '/staff', {
        email: 'editor@vouchers.example',
        password,
        role: 'editor',
        sites: [dkStore],
      })
    ).status,
  ).toBe(201);
  scopedEditor = await tokenOf('editor@vouchers.example');
}, 180_000);
afterAll(() => api?.close());

describe('vouchers', () => {
  it('a code staff create is one a shopper can use; its edits and limits apply at once', async () => {
    const bad = await call(owner, 'POST', '/vouchers', { code: 'HALF', kind: 'percentage' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('percent');
    const badPercent = await call(owner, 'POST', '/vouchers', {
      code: 'HALF',
      kind: 'percentage',
      percent: 150,
    });
    expect(badPercent.body.errors[0].field).toBe('percent');
    expect(
      (await call(scopedEditor, 'POST', '/vouchers', { code: 'HALF', kind: 'percentage', percent: 50 }))
        .status,
    ).toBe(403);
    expect((await call(scopedEditor, 'GET', '/vouchers?search=half')).status).toBe(200);

    const created = await call(owner, 'POST', '/vouchers', {
      code: ' half ',
      kind: 'percentage',
      percent: 50,
      description: 'Half price',
      maxRedemptions: 10,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'HALF', percent: 50, redemptionCount: 0 });
    expect(
      (await call(owner, 'POST', '/vouchers', { code: 'HALF', kind: 'percentage', percent: 5 })).status,
    ).toBe(409);

    const token = await basket();
    const used = await api.json('POST', `/api/checkout/${token}/voucher?voucherCode=half`);
    expect(used.status).toBe(200);
    expect(JSON.stringify((used.body as { vouchers: unknown }).vouchers)).toContain('HALF');

    // Expired from now on: a new basket is refused the code.
    const expired = await call(
      owner,
      'PATCH',
      '/vouchers/half',
      { validUntil: new Date(Date.now() - 60_000).toISOString() },
      { 'If-Match': created.etag as string },
    );
    expect(expired.status).toBe(200);
    const refused = await api.json('POST', `/api/checkout/${await basket()}/voucher?voucherCode=HALF`);
    expect(refused.status).toBe(400);
    const stale = await call(
      owner,
      'PATCH',
      '/vouchers/HALF',
      { percent: 10 },
      { 'If-Match': created.etag as string },
    );
    expect(stale.status).toBe(412);
    const wrongKind = await call(
      owner,
      'PATCH',
      '/vouchers/HALF',
      { amounts: { DKK: 100 } },
      { 'If-Match': expired.etag as string },
    );
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.errors[0].field).toBe('amounts');

    const rows = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'voucher'), eq(auditLog.entityId, 'HALF')));
    expect(rows.map((row) => row.action).sort()).toEqual(['create', 'update']);
  });
});

describe('shipping methods', () => {
  it('a method staff add to a country is offered and priced at checkout; a free-from edit makes it free', async () => {
    const bad = await call(owner, 'POST', '/shipping-methods', {
      country: 'Denmark',
      kind: 'home',
      carrier: 'Bud',
      name: { da: 'Cykelbud' },
      deliveryTime: { da: 'I dag' },
      prices: { DKK: 9900 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('country');
    expect(
      (
        await call(scopedEditor, 'POST', '/shipping-methods', {
          country: 'DK',
          kind: 'home',
          carrier: 'Bud',
          name: { da: 'Cykelbud' },
          deliveryTime: { da: 'I dag' },
          prices: { DKK: 9900 },
        })
      ).status,
    ).toBe(403);
    const created = await call(owner, 'POST', '/shipping-methods', {
      country: 'dk',
      kind: 'express',
      carrier: 'Bud',
      name: { da: 'Cykelbud', en: 'Bike courier' },
      deliveryTime: { da: 'I dag', en: 'Today' },
      prices: { DKK: 9900 },
      sortOrder: 0,
    });
    expect(created.status).toBe(201);
    expect(created.body.country).toBe('DK');
    const id = created.body.id as string;

    const token = await basket();
    type Method = { id: string; price: { amount: number } };
    const methods = async () =>
      ((await api.json('GET', `/api/checkout/${token}`)).body as { shippingMethods: Method[] })
        .shippingMethods;
    const offered = (await methods()).find((method) => method.id === id);
    expect(offered?.price.amount).toBe(99);

    const free = await call(
      owner,
      'PATCH',
      `/shipping-methods/${id}`,
      { freeFrom: { DKK: 1 } },
      { 'If-Match': created.etag as string },
    );
    expect(free.status).toBe(200);
    expect((await methods()).find((method) => method.id === id)?.price.amount).toBe(0);
    expect(
      (
        await call(
          owner,
          'PATCH',
          `/shipping-methods/${id}`,
          { carrier: 'X' },
          { 'If-Match': created.etag as string },
        )
      ).status,
    ).toBe(412);

    expect((await call(owner, 'DELETE', `/shipping-methods/${id}`)).status).toBe(204);
    expect((await methods()).find((method) => method.id === id)).toBeUndefined();
    const listed = await call(scopedEditor, 'GET', '/shipping-methods?country=DK');
    expect(listed.status).toBe(200);
    expect(listed.body.items.length).toBeGreaterThan(0);
  });
});
