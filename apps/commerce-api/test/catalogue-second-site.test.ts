/**
 * A club selling on two sites (Danish in DKK, English in EUR) imports one site's Shopify CSV
 * (issue 39): the products have that site's currency only, so the EUR site does not list them
 * (a site lists only what it can price), and saving one from the back office without a EUR
 * price is refused naming the field; with the EUR price the EUR site lists it at that price.
 * On PGlite, and on PostgreSQL with COMMERCE_TEST_DATABASE_URL.
 */
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ImportSite, importCatalogue, siteByHost } from '../src/catalogue-io/import-catalogue.ts';
import { initShop } from '../src/cli/init-command.ts';
import { createSite } from '../src/sites/admin-sites.ts';
import { jsonInit } from './contract.ts';

vi.setConfig({ testTimeout: 180_000 });

const dkHost = 'shop.valby-boldklub.example';
const euHost = 'en.valby-boldklub.example';
const actor = { name: 'test' };
const password = 'owner password 1';
let api: TestApi;
let dk: ImportSite;
let token: string;

const csv = [
  'Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Price,Variant Compare At Price,Variant Inventory Qty,Status',
  'hjemmebanetroje,Hjemmebanetrøje,<p>Årets <strong>hjemmebanetrøje</strong>.</p>,Valby BK,Trøjer,,TRUE,Farve,Rød,Størrelse,M,VBK-HJ-R-M,449.00,,12,active',
  'hjemmebanetroje,,,,,,,,Rød,,L,VBK-HJ-R-L,449.00,,4,',
].join('\r\n');

beforeAll(async () => {
  api = await createTestApi();
  await initShop(api.deps.db, actor, new Date(), {
    site: dkHost,
    name: 'Valby Boldklub',
    culture: 'da',
    currency: 'DKK',
    owner: 'owner@valby.example',
    password,
  });
  dk = (await siteByHost(api.deps.db, dkHost)) as ImportSite;
  await createSite(api.deps.db, actor, new Date(), {
    clubId: dk.clubId,
    host: euHost,
    culture: 'en',
    currency: 'EUR',
  } as Parameters<typeof createSite>[3]);
  const answer = await api.fetch(
    '/admin/api/auth/token',
    jsonInit('POST', { grant_type: 'password', username: 'owner@valby.example', password }),
  );
  token = ((await answer.json()) as { access_token: string }).access_token;
}, 120_000);
afterAll(() => api?.close());

const productUrl = () => `/admin/api/sites/${dk.storeId}/products/hjemmebanetroje`;
const searchOn = async (host: string) => {
  api.invalidateCaches();
  const answer = await api.fetch(`http://${host}/api/products/search?Term=hjemmebanetr`);
  return JSON.stringify(await answer.json());
};

describe("one site's Shopify CSV in a club that sells in two currencies", () => {
  it('imports with the DKK prices only; the EUR site does not list what it cannot price', async () => {
    const report = await importCatalogue(
      api.deps.db,
      actor,
      new Date(),
      dk,
      { text: csv, format: 'csv' },
      { dryRun: false },
    );
    expect(report).toMatchObject({ created: 1, bad: [], written: true });
    const read = await api.fetch(productUrl(), { headers: { Authorization: `Bearer ${token}` } });
    const product = (await read.json()) as { variants: Array<{ prices: Record<string, unknown> }> };
    expect(Object.keys(product.variants[0]?.prices ?? {})).toEqual(['DKK']);
    expect(await searchOn(dkHost)).toContain('Hjemmebanetrøje');
    expect(await searchOn(euHost)).not.toContain('Hjemmebanetrøje');
  });

  it('a save without a EUR price is refused naming the field; with one, the EUR site lists it', async () => {
    const read = await api.fetch(productUrl(), { headers: { Authorization: `Bearer ${token}` } });
    const etag = read.headers.get('etag') ?? '';
    const product = (await read.json()) as {
      variants: Array<{ prices: Record<string, { price: number; discount: number | null }> }>;
    };
    const save = (body: unknown, ifMatch: string) =>
      api.fetch(
        productUrl(),
        jsonInit('PUT', body, { Authorization: `Bearer ${token}`, 'If-Match': ifMatch }),
      );
    const refused = await save(product, etag);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errors: [{ field: 'variants.0.prices.EUR', message: 'a price in EUR is required' }],
    });
    const variant = product.variants[0];
    if (!variant) throw new Error('no variant');
    variant.prices.EUR = { price: 6795, discount: null };
    const saved = await save(product, etag);
    expect(saved.status).toBe(200);
    const listed = await searchOn(euHost);
    expect(listed).toContain('Hjemmebanetrøje');
    expect(listed).toContain('67.95');
  });
});
