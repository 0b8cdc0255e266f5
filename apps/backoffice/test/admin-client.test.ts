/**
 * `@clubshop/api-sdk/admin` against the real admin API in process: typed reads, an edit with the
 * ETag it read, a stale edit as `StaleEditError` (412), a refused create as `HttpError` with the
 * API's code, a 400 shown at the form's fields in the staff's language (decision 0054), and no
 * answer at all as `NetworkError`.
 */

import { readFileSync } from 'node:fs';
import { isHttpError, isNetworkError } from '@clubshop/api-sdk';
import { createAdminClient, isStaleEditError } from '@clubshop/api-sdk/admin';
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { initShop } from '../../commerce-api/src/cli/init-command.ts';
import { createStaff } from '../../commerce-api/src/staff/staff-service.ts';
import { apiFieldErrorsOf } from '../src/app/form-errors.ts';
import { messages } from '../src/messages/index.ts';
import { culturesToChoose, untranslatedRows } from '../src/routes/dictionary/untranslated-keys.ts';

let api: TestApi;
let admin: ReturnType<typeof createAdminClient>;

beforeAll(async () => {
  api = await createTestApi();
  await createStaff(api.deps.db, { name: 'cli' }, new Date(), {
    email: 'owner@client.example',
    password: 'owner password 1',
    role: 'owner',
    sites: 'all',
  });
  const login = await api.fetch('/admin/api/auth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      username: 'owner@client.example',
      password: 'owner password 1',
    }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  admin = createAdminClient({
    baseUrl: `${api.origin}/admin/api`,
    headers: { Authorization: `Bearer ${access_token}` },
    fetch: (input, init) => api.fetch(new Request(input, init)),
  });
}, 180_000);
afterAll(() => api?.close());

test('reads, then edits a page with the ETag it read; a second edit with the old ETag is a StaleEditError', async () => {
  expect(await admin.me()).toMatchObject({ email: 'owner@client.example', role: 'owner', sites: 'all' });
  const storeId = (await admin.sites.list()).items[0]?.storeId ?? '';
  const first = (await admin.pages.list(storeId)).items[0];
  if (!first) throw new Error('no page');
  const { data, etag } = await admin.pages.get(storeId, first.id);
  const edited = await admin.pages.update(storeId, data.id, { title: 'Edited by the client' }, etag);
  expect(edited.data.title).toBe('Edited by the client');
  expect(edited.etag).not.toBe(etag);
  const stale = await admin.pages
    .update(storeId, data.id, { title: 'Lost update' }, etag)
    .catch((error: unknown) => error);
  expect(isStaleEditError(stale)).toBe(true);
  expect(isHttpError(stale) && stale.status).toBe(412);
  expect((await admin.pages.get(storeId, data.id)).data.title).toBe('Edited by the client');
});

test('a refused create is an HttpError with the API code; no answer is a NetworkError', async () => {
  const taken = await admin.staff
    .create({ email: 'owner@client.example', password: 'another password 1', role: 'editor' })
    .catch((error: unknown) => error);
  expect(isHttpError(taken) && taken.status).toBe(409);
  expect(isHttpError(taken) && taken.code).toBe('Admin.Error.Exists');
  const offline = createAdminClient({
    baseUrl: 'http://127.0.0.1:9/admin/api',
    fetch: () => Promise.reject(new TypeError('fetch failed')),
  });
  expect(isNetworkError(await offline.me().catch((error: unknown) => error))).toBe(true);
});

/** A 1x1 PNG: the API judges an upload by its content, so it must be a real image. */
const onePixelPng = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

test('creates a product, sets an upload’s focal point and the add-ons the product offers, each edit with the ETag it read', async () => {
  const storeId = (await admin.sites.list()).items[0]?.storeId ?? '';
  const product = await admin.products.create(storeId, {
    handle: 'client-scarf',
    name: { en: 'Client scarf' },
    category: (await admin.products.list(storeId)).items[0]?.category ?? 'men',
    variants: [
      {
        colour: { en: 'Navy' },
        colorHex: '#001F5B',
        prices: { GBP: { price: 1500 }, EUR: { price: 1800 }, DKK: { price: 13500 } },
        items: [{ sku: 'client-scarf-one', size: 'onesize', stock: 4 }],
      },
    ],
  });
  expect(product.data).toMatchObject({ handle: 'client-scarf', kind: 'accessory', listed: true });

  const media = await admin.media.upload(storeId, new Blob([onePixelPng], { type: 'image/png' }), 'dot.png');
  const id = media.src.split('/').pop() ?? '';
  const read = await admin.media.get(storeId, id);
  const focused = await admin.media.setFocalPoint(
    storeId,
    id,
    { focalTop: 0.25, focalLeft: 0.75 },
    read.etag,
  );
  expect(focused.data).toMatchObject({ focalTop: 0.25, focalLeft: 0.75 });
  const staleFocus = await admin.media
    .setFocalPoint(storeId, id, { focalTop: 0.5, focalLeft: 0.5 }, read.etag)
    .catch((error: unknown) => error);
  expect(isStaleEditError(staleFocus)).toBe(true);
  const outOfRange = await admin.media
    .setFocalPoint(storeId, id, { focalTop: 2, focalLeft: 0.5 }, focused.etag)
    .catch((error: unknown) => error);
  expect(isHttpError(outOfRange) && outOfRange.status).toBe(400);

  const { items: addOns } = await admin.addOns.list(storeId);
  expect(addOns.map((addOn) => addOn.type).sort()).toEqual(['Personal', 'Player']);
  const offered = await admin.addOns.ofProduct(storeId, 'client-scarf');
  expect(offered.data.addOnIds).toEqual([]);
  const chosen = addOns.map((addOn) => addOn.id).sort();
  const set = await admin.addOns.setForProduct(storeId, 'client-scarf', chosen, offered.etag);
  expect(set.data.addOnIds).toEqual(chosen);
  const stale = await admin.addOns
    .setForProduct(storeId, 'client-scarf', [], offered.etag)
    .catch((error: unknown) => error);
  expect(isStaleEditError(stale)).toBe(true);
  expect((await admin.addOns.ofProduct(storeId, 'client-scarf')).data.addOnIds).toEqual(chosen);
});

test('the category tree: create, rename, move, delete; a non-empty one is refused with Admin.Error.NotEmpty', async () => {
  const storeId = 'northbridge-gb';
  const [root] = (await admin.categories.tree(storeId)).items;
  if (!root) throw new Error('no tree');
  const [firstChild] = root.children;
  if (!firstChild) throw new Error('no category under the root');
  const created = await admin.categories.create(storeId, { name: 'Client sale' });
  expect(created.data).toMatchObject({
    parentId: root.id,
    key: 'client-sale',
    url: '/client-sale/',
    depth: 1,
  });
  const { etag } = await admin.categories.get(storeId, created.data.id);
  const moved = await admin.categories.update(
    storeId,
    created.data.id,
    { name: 'Client outlet', parentId: firstChild.id },
    etag,
  );
  expect(moved.data).toMatchObject({ name: 'Client outlet', key: 'client-sale', depth: 2 });
  const refused = await admin.categories.remove(storeId, firstChild.id).catch((error: unknown) => error);
  expect(isHttpError(refused) && [refused.status, refused.code]).toEqual([409, 'Admin.Error.NotEmpty']);
  await admin.categories.remove(storeId, created.data.id);
  const after = await admin.categories.get(storeId, created.data.id).catch((error: unknown) => error);
  expect(isHttpError(after) && after.status).toBe(404);
});

test("a 400 of bad voucher fields reads as the form's translated field errors; a field the form does not show leaves the whole error", async () => {
  const refused = await admin.vouchers
    .create({ code: 'HALF', kind: 'percentage', percent: 150, maxRedemptions: 0 })
    .catch((error: unknown) => error);
  expect(isHttpError(refused) && refused.status).toBe(400);
  const german = ({ key, params }: { key: string; params: Record<string, string | number> }) =>
    Object.entries(params).reduce(
      (text, [name, value]) => text.replace(`{${name}}`, String(value)),
      (messages.de as Record<string, string>)[key] ?? key,
    );
  const shown = ['code', 'percent', 'amount', 'maxRedemptions'];
  expect(apiFieldErrorsOf(refused, shown, { amounts: 'amount' }, german)).toEqual({
    percent: 'Geben Sie eine ganze Zahl von 1 bis 100 ein.',
    maxRedemptions: 'Geben Sie eine ganze Zahl ab 1 ein oder lassen Sie das Feld leer.',
  });
  expect(apiFieldErrorsOf(refused, ['code', 'percent'], {}, german)).toEqual({});
});

test("the dictionary screen's list of a new sv site's untranslated keys holds each with the English text shoppers see (issue 44)", async () => {
  const { storeId } = await initShop(api.deps.db, { name: 'cli' }, new Date(), {
    site: 'shop.svenska.example',
    name: 'Svenska BK',
    culture: 'sv',
    currency: 'SEK',
    country: 'SE',
    owner: 'owner@svenska.example',
    password: 'owner password 1',
  });
  const sites = (await admin.sites.list()).items;
  expect(sites.find((site) => site.storeId === storeId)?.culture).toBe('sv');
  expect(culturesToChoose(['en', 'da'], sites)).toContain('sv');

  const sv = await admin.dictionary.get('sv');
  const english = (await admin.dictionary.get('en')).items;
  expect(sv.fallbackCulture).toBe('en');
  const all = untranslatedRows(sv, '', Number.POSITIVE_INFINITY);
  expect(all.total).toBe(english.filter((item) => item.value).length);
  const login = untranslatedRows(sv, 'user.login.heading');
  expect(login.rows).toEqual([{ alias: 'User.Login.Heading', fallback: 'Log in' }]);
  // The first 50 of them are shown, and how many there are.
  expect(untranslatedRows(sv, '')).toMatchObject({ total: all.total });
  expect(untranslatedRows(sv, '').rows).toHaveLength(50);

  // A key translated leaves the list; the danish site has none left.
  await admin.dictionary.put('sv', 'User.Login.Heading', 'Logga in');
  expect(untranslatedRows(await admin.dictionary.get('sv'), 'user.login.heading').total).toBe(0);
  expect((await admin.dictionary.get('da')).untranslated).toEqual([]);
});

test("imports a Shopify CSV: the dry run's report, bad lines answered as a report, then the import (issue 39)", async () => {
  const storeId = (await admin.sites.list()).items[0]?.storeId ?? '';
  const csv = readFileSync(new URL('./fixtures/import-scarf.csv', import.meta.url), 'utf8');
  const file = new Blob([csv], { type: 'text/csv' });
  const dry = await admin.catalogue.import(storeId, file, { dryRun: true, fileName: 'scarf.csv' });
  expect(dry).toMatchObject({ products: 1, created: 1, updated: 0, bad: [], written: false });
  expect((await admin.products.list(storeId, { search: 'import-journey-scarf' })).total).toBe(0);

  const broken = csv.replace('IMPORT-SCARF-L,149.00', 'IMPORT-SCARF-L,14x');
  const refused = await admin.catalogue.import(storeId, broken, { fileName: 'scarf.csv' });
  expect(refused.written).toBe(false);
  expect(refused.bad).toEqual([{ line: 3, reason: expect.stringContaining('14x') }]);

  const done = await admin.catalogue.import(storeId, file, { fileName: 'scarf.csv' });
  expect(done).toMatchObject({ created: 1, written: true });
  const { data } = await admin.products.get(storeId, 'import-journey-scarf');
  const description = Object.values(data.description)[0];
  expect(description).toContain('<strong>halstørklæde</strong>');
  expect(description).not.toContain('script');
  const again = await admin.catalogue.import(storeId, file, { dryRun: true, format: 'csv' });
  expect(again).toMatchObject({ created: 0, unchanged: 1 });
});

test("previews a mail in a language, and sets, reads and removes a site's Stripe keys, never answered back (decision 0102)", async () => {
  const storeId = (await admin.sites.list()).items[0]?.storeId ?? '';
  const mail = await admin.mails.preview(storeId, 'refund', 'da');
  expect(mail).toMatchObject({ kind: 'refund', culture: 'da' });
  expect(mail.subject).toContain('CS-10000001');
  expect(mail.html).toContain('<html lang="da">');
  const bad = await admin.mails.preview(storeId, 'nope' as 'order').catch((error: unknown) => error);
  expect(isHttpError(bad) && bad.status).toBe(400);
  const keys = { secretKey: 'sk_test_clientKey123456', webhookSecret: 'whsec_clientSecret7890' };
  const set = await admin.stripe.set(storeId, keys);
  expect(set).toMatchObject({ configured: true, secretKey: 'sk_test_…3456', webhookSecret: 'whsec_…7890' });
  const read = await admin.stripe.get(storeId);
  expect(JSON.stringify([set, read])).not.toMatch(/clientKey|clientSecret/);
  expect(await admin.stripe.remove(storeId)).toMatchObject({ configured: false, secretKey: null });
  expect((await admin.stripe.get(storeId)).configured).toBe(false);
});
