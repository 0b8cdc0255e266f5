/**
 * Vouchers, shipping methods and drop points through the admin API (issue 26, decision 0049):
 * what staff write is what a shopper's checkout prices with (the pricing module reads the same
 * rows), on the row's site only; staff of one site cannot see or change another site's rows, and
 * only staff of all sites change the shared ones; 412 on a stale edit, 400 naming the field, audit
 * rows. On PGlite, and on PostgreSQL with COMMERCE_TEST_DATABASE_URL.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../src/db/tables/staff.ts';
import { createStaff } from '../src/staff/staff-service.ts';
import { createCommerceTestApi, findItems } from '../src/testing/commerce-test-api.ts';
import { openForFile } from '../src/testing/open-for-file.ts';
import { adminFetchOf, signIn } from './support/admin-client.ts';

vi.setConfig({ testTimeout: 120_000 });

const api = openForFile(() => createCommerceTestApi());
const password = 'staff password 1';
let owner: string;
let scopedEditor: string;
let dkStore: string;
/** Another club's Danish site, and an editor of it only. */
let otherDkStore: string;
let otherEditor: string;
let itemId: string;
let otherItemId: string;

const tokenOf = (email: string) => signIn(api, email, password, false);

/** An admin call over fetch. */
const call = adminFetchOf(() => api);

/** A Danish shopper's basket with one item (on northbridge's site unless told); its token. */
async function basket(store = dkStore): Promise<string> {
  const headers = { StoreId: store };
  const created = (await api.json('POST', '/api/baskets', undefined, headers)).body as {
    summary: { token: string };
  };
  const token = created.summary.token;
  const productId = store === dkStore ? itemId : otherItemId;
  const added = await api.json('POST', `/api/baskets/${token}`, { productId, quantity: 1 }, headers);
  expect(added.status).toBe(200);
  return token;
}

beforeAll(async () => {
  const dk = api.sites.find((site) => site.club === 'northbridge' && site.country === 'dk');
  dkStore = dk?.storeId ?? '';
  const otherDk = api.sites.find((site) => site.club === 'riverside' && site.country === 'dk');
  otherDkStore = otherDk?.storeId ?? '';
  const [item] = await findItems(api, { clubId: 'northbridge', currency: 'DKK', state: 'InStock' });
  itemId = item?.itemId ?? '';
  const [otherItem] = await findItems(api, { clubId: 'riverside', currency: 'DKK', state: 'InStock' });
  otherItemId = otherItem?.itemId ?? '';
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
  expect(
    (
      await call(owner, 'POST', '/staff', {
        email: 'other@vouchers.example',
        password,
        role: 'editor',
        sites: [otherDkStore],
      })
    ).status,
  ).toBe(201);
  otherEditor = await tokenOf('other@vouchers.example');
}, 180_000);

describe('bad input (decision 0054: the rules of @clubshop/validation)', () => {
  it("a 400 names each field with the rule's key and params, writes nothing, and never echoes a 500", async () => {
    const bad = await call(owner, 'POST', '/vouchers', {
      code: 'X!',
      kind: 'percentage',
      percent: 150,
      maxRedemptions: 0,
      validUntil: '31.01.2027',
    });
    expect(bad.status).toBe(400);
    const byField = Object.fromEntries(
      (bad.body.errors as Array<{ field: string; code: string; params?: object }>).map((error) => [
        error.field,
        { code: error.code, params: error.params },
      ]),
    );
    expect(byField).toEqual({
      code: { code: 'Admin.Validation.VoucherCode', params: undefined },
      percent: { code: 'Admin.Validation.Percent', params: { min: 1, max: 100 } },
      maxRedemptions: { code: 'Admin.Validation.AtLeast', params: { min: 1 } },
      validUntil: { code: 'Admin.Validation.DateTime', params: undefined },
    });
    expect((await call(owner, 'GET', '/vouchers/X!')).status).toBe(404);
    const kind = await call(owner, 'POST', '/vouchers', { code: 'NOAMOUNT', kind: 'fixed' });
    expect(kind.status).toBe(400);
    expect(kind.body.errors).toMatchObject([
      { field: 'amounts', code: 'Admin.Validation.VoucherNeedsAmount' },
    ]);
    const method = await call(owner, 'POST', '/shipping-methods', {
      country: 'DK',
      kind: 'home',
      carrier: 'x'.repeat(101),
      name: {},
      deliveryTime: { da: 'I dag' },
      prices: { DKK: -1 },
    });
    expect(method.status).toBe(400);
    expect(method.body.errors).toEqual([
      expect.objectContaining({
        field: 'carrier',
        code: 'Form.Validation.Max',
        params: { length: 100, max: 100 },
      }),
      expect.objectContaining({ field: 'name', code: 'Admin.Validation.OneCulture' }),
      expect.objectContaining({ field: 'prices.DKK', code: 'Admin.Validation.Amount', params: { min: 0 } }),
    ]);
    const notAnObject = await call(owner, 'POST', '/vouchers', '"CLUB"');
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.body.errors).toEqual([
      { message: 'The body must be a JSON object', code: 'Api.Error.InvalidValue' },
    ]);
    const missing = await call(owner, 'POST', '/shipping-methods', { kind: 'home' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual(
      expect.objectContaining({ field: 'country', code: 'Form.Validation.Required' }),
    );
  });
});

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

describe('rows of one site', () => {
  it("a site's editor runs its codes; another site's editor and shoppers never see them", async () => {
    const shared = await call(scopedEditor, 'POST', '/vouchers', {
      code: 'CLUB20',
      kind: 'percentage',
      percent: 20,
    });
    expect(shared.status).toBe(403);
    const elsewhere = await call(scopedEditor, 'POST', '/vouchers', {
      code: 'CLUB20',
      kind: 'percentage',
      percent: 20,
      storeId: otherDkStore,
    });
    expect(elsewhere.status).toBe(403);
    const unknown = await call(owner, 'POST', '/vouchers', {
      code: 'CLUB20',
      kind: 'percentage',
      percent: 20,
      storeId: 'no-such-site',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].field).toBe('storeId');

    const created = await call(scopedEditor, 'POST', '/vouchers', {
      code: 'club20',
      kind: 'percentage',
      percent: 20,
      storeId: dkStore,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'CLUB20', storeId: dkStore });

    // The other site's editor: not in the list, 404 to read and to change.
    const theirList = await call(otherEditor, 'GET', '/vouchers?pageSize=100');
    expect(theirList.body.items.map((item: { code: string }) => item.code)).not.toContain('CLUB20');
    expect(theirList.body.items.map((item: { code: string }) => item.code)).toContain('WELCOME10');
    expect((await call(otherEditor, 'GET', '/vouchers/CLUB20')).status).toBe(404);
    const theirEdit = await call(
      otherEditor,
      'PATCH',
      '/vouchers/CLUB20',
      { percent: 90 },
      { 'If-Match': '*' },
    );
    expect(theirEdit.status).toBe(404);
    const taken = await call(
      otherEditor,
      'PATCH',
      '/vouchers/WELCOME10',
      { percent: 90 },
      { 'If-Match': '*' },
    );
    expect(taken.status).toBe(403);
    const moved = await call(
      scopedEditor,
      'PATCH',
      '/vouchers/CLUB20',
      { storeId: otherDkStore },
      { 'If-Match': created.etag as string },
    );
    expect(moved.status).toBe(403);
    const ownList = await call(scopedEditor, 'GET', `/vouchers?storeId=${dkStore}&search=club`);
    expect(ownList.body.items).toHaveLength(1);

    // Shoppers: the code works on its site only.
    expect(
      (await api.json('POST', `/api/checkout/${await basket()}/voucher?voucherCode=club20`)).status,
    ).toBe(200);
    const there = await api.json(
      'POST',
      `/api/checkout/${await basket(otherDkStore)}/voucher?voucherCode=club20`,
    );
    expect(there.status).toBe(404);

    const deactivated = await call(
      scopedEditor,
      'PATCH',
      '/vouchers/CLUB20',
      { validUntil: new Date(Date.now() - 1000).toISOString() },
      { 'If-Match': created.etag as string },
    );
    expect(deactivated.status).toBe(200);
    expect(
      (await api.json('POST', `/api/checkout/${await basket()}/voucher?voucherCode=club20`)).status,
    ).toBe(400);
    const rows = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'voucher'), eq(auditLog.entityId, 'CLUB20')));
    expect(rows.map((row) => row.action).sort()).toEqual(['create', 'update']);
  });

  it("a site's shipping method is offered on that site only, with the drop points staff stored", async () => {
    const method = {
      country: 'DK',
      kind: 'parcelShop',
      carrier: 'Pakkeboks',
      name: { da: 'Klubbens pakkeboks', en: "The club's locker" },
      deliveryTime: { da: '1-2 dage', en: '1-2 days' },
      prices: { DKK: 2500 },
      hasDropPoints: true,
      sortOrder: 0,
    };
    expect((await call(scopedEditor, 'POST', '/shipping-methods', method)).status).toBe(403);
    const created = await call(scopedEditor, 'POST', '/shipping-methods', { ...method, storeId: dkStore });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ storeId: dkStore });
    expect(created.body).not.toHaveProperty('generatedDropPoints');
    const id = created.body.id as string;

    type Method = { id: string };
    const methodsOf = async (token: string) =>
      (
        (await api.json('GET', `/api/checkout/${token}`)).body as { shippingMethods: Method[] }
      ).shippingMethods.map((offered) => offered.id);
    const token = await basket();
    expect(await methodsOf(token)).toContain(id);
    expect(await methodsOf(await basket(otherDkStore))).not.toContain(id);

    expect((await call(otherEditor, 'GET', `/shipping-methods/${id}`)).status).toBe(404);
    expect((await call(otherEditor, 'GET', `/shipping-methods/${id}/drop-points`)).status).toBe(404);
    expect((await call(otherEditor, 'DELETE', `/shipping-methods/${id}`)).status).toBe(404);
    expect((await call(otherEditor, 'PUT', `/shipping-methods/${id}/drop-points`, [])).status).toBe(404);
    expect(
      (
        await call(
          scopedEditor,
          'PATCH',
          '/shipping-methods/dk-parcelshop',
          { carrier: 'X' },
          { 'If-Match': '*' },
        )
      ).status,
    ).toBe(403);

    // No stored points yet: a method staff made answers none.
    const search = (zip: string) =>
      api.json('GET', `/api/checkout/${token}/shipping/${id}/droppoints?zipCode=${encodeURIComponent(zip)}`);
    expect((await search('8000')).body).toEqual([]);
    expect((await search('8000')).status).toBe(200);

    const point = (n: number, zipCode: string) => ({
      id: `locker-${n}`,
      name: `Locker ${n}`,
      street: `Vestergade ${n}`,
      zipCode,
      city: 'Aarhus',
      country: 'dk',
      openingHours: ['Mon-Sun 00:00-24:00'],
    });
    const badRow = await call(scopedEditor, 'PUT', `/shipping-methods/${id}/drop-points`, [
      point(1, '8000'),
      { ...point(2, '8000'), zipCode: '!' },
    ]);
    expect(badRow.status).toBe(400);
    expect(JSON.stringify(badRow.body.errors)).toContain('zipCode');
    expect((await call(scopedEditor, 'GET', `/shipping-methods/${id}/drop-points`)).body.total).toBe(0);

    const zips = ['8000', '8200', '8210', '2100', '5000', '8000', '9000', '8001'];
    const imported = await call(
      scopedEditor,
      'PUT',
      `/shipping-methods/${id}/drop-points`,
      zips.map((zip, index) => point(index + 1, zip)),
    );
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({ removed: 0, imported: zips.length });
    const near = (await search('8000')).body as Array<{ id: string; zipCode: string; distance?: number }>;
    // Points without coordinates stand at their postcode's centre (decision 0072): Aarhus C
    // (8000, 8001) first by name, then Aarhus V (8210, about 3 km), then Aarhus N (8200).
    expect(near.map((found) => found.id)).toEqual([
      'locker-1',
      'locker-6',
      'locker-8',
      'locker-3',
      'locker-2',
    ]);
    expect(near[0]).toMatchObject({ name: 'Locker 1', street: 'Vestergade 1', country: 'DK', distance: 0 });
    expect(near[4]?.distance).toBeGreaterThan(3_000);

    // The choice is checked: a point the search for this zip code does not answer is refused.
    const far = await api.json('POST', `/api/checkout/${token}/shipping`, {
      shippingMethodId: id,
      dropPointId: 'locker-4',
      customZipCode: '8000',
    });
    expect(far.status).toBe(400);
    expect(JSON.stringify(far.body)).toContain('dropPointId');
    const chosen = await api.json('POST', `/api/checkout/${token}/shipping`, {
      shippingMethodId: id,
      dropPointId: 'locker-6',
      customZipCode: '8000',
    });
    expect(chosen.status).toBe(200);

    const one = await call(scopedEditor, 'GET', `/shipping-methods/${id}/drop-points/locker-4`);
    expect(one.status).toBe(200);
    const edited = await call(
      scopedEditor,
      'PATCH',
      `/shipping-methods/${id}/drop-points/locker-4`,
      { zipCode: '8000' },
      { 'If-Match': one.etag as string },
    );
    expect(edited.status).toBe(200);
    const stale = await call(
      scopedEditor,
      'PATCH',
      `/shipping-methods/${id}/drop-points/locker-4`,
      { name: 'X' },
      { 'If-Match': one.etag as string },
    );
    expect(stale.status).toBe(412);
    expect(((await search('8000')).body as Array<{ id: string }>).map((found) => found.id)).toContain(
      'locker-4',
    );
    expect((await call(scopedEditor, 'DELETE', `/shipping-methods/${id}/drop-points/locker-4`)).status).toBe(
      204,
    );
    expect((await call(scopedEditor, 'GET', `/shipping-methods/${id}/drop-points/locker-4`)).status).toBe(
      404,
    );

    // Coordinates staff give win over the postcode's centre: Aalborg's locker, placed in Aarhus C,
    // is among the nearest to 8000; a latitude off the globe is refused, translated.
    const aalborg = await call(scopedEditor, 'GET', `/shipping-methods/${id}/drop-points/locker-7`);
    const placed = await call(
      scopedEditor,
      'PATCH',
      `/shipping-methods/${id}/drop-points/locker-7`,
      { latitude: 56.1572, longitude: 10.2107 },
      { 'If-Match': aalborg.etag as string },
    );
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ latitude: 56.1572, longitude: 10.2107 });
    const nearAarhus = (await search('8000')).body as Array<{ id: string; distance?: number }>;
    expect(nearAarhus.find((found) => found.id === 'locker-7')?.distance).toBeLessThan(1_000);
    const offTheGlobe = await call(scopedEditor, 'POST', `/shipping-methods/${id}/drop-points`, {
      ...point(9, '8000'),
      id: undefined,
      latitude: 91,
      longitude: 10,
    });
    expect(offTheGlobe.status).toBe(400);
    expect(JSON.stringify(offTheGlobe.body)).toContain('Admin.Validation.Latitude');

    // The demo's shared parcel-shop method keeps its seeded points.
    const demo = await api.json(
      'GET',
      `/api/checkout/${token}/shipping/dk-parcelshop/droppoints?zipCode=8000`,
    );
    expect((demo.body as unknown[]).length).toBeGreaterThan(0);

    const audit = await api.database.db.select().from(auditLog).where(eq(auditLog.entity, 'drop points'));
    expect(audit.map((row) => row.entityId)).toContain(id);
  });
});
