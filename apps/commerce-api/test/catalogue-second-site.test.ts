/**
 * A club selling on two sites (Danish in DKK, English in EUR) imports one site's Shopify CSV
 * (issue 39): the products have that site's currency only, so the EUR site does not list them
 * (a site lists only what it can price), and saving one from the back office without a EUR
 * price is refused naming the field; with the EUR price the EUR site lists it at that price.
 * Then Shopify's translations CSV (Translate & Adapt's export, written by hand) gives the English
 * texts: the English site shows and finds them, the description sanitised; bad rows are named by
 * line with nothing written. On PGlite, and on PostgreSQL with COMMERCE_TEST_DATABASE_URL.
 */
import type { TestApi } from '@clubshop/commerce-api/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productIdOf } from '../src/catalogue-io/catalogue-store.ts';
import { type ImportSite, importCatalogue, siteByHost } from '../src/catalogue-io/import-catalogue.ts';
import { importTranslations } from '../src/catalogue-io/shopify-translations.ts';
import { createSite } from '../src/sites/admin-sites.ts';
import { jsonInit } from './contract.ts';
import { apiWithNewShop } from './support/new-shop.ts';

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
  ({ api, site: dk } = await apiWithNewShop({
    host: dkHost,
    name: 'Valby Boldklub',
    owner: 'owner@valby.example',
    password,
  }));
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

/** Translate & Adapt's export for English, as a club's volunteer would fill it in (CRLF, quoted newlines). */
const translations = [
  'Type,Identification,Field,Locale,Market,Status,Default content,Translated content',
  "PRODUCT,'8012345678901,handle,en,,,hjemmebanetroje,",
  "PRODUCT,'8012345678901,title,en,,outdated,Hjemmebanetrøje,Home shirt",
  'PRODUCT,\'8012345678901,body_html,en,,,"<p>Årets <strong>hjemmebanetrøje</strong>.</p>","<p>This year\'s <strong>home shirt</strong>.</p>',
  '<p>Made to last.</p><script>alert(1)</script><img src=x onerror=alert(2)>"',
  "PRODUCT,'8012345678901,meta_title,en,,,,Home shirt | Valby Boldklub",
  "PRODUCT,'8012345678901,product_type,en,,,Trøjer,Shirts",
  "PRODUCT,'8012345678901,meta_description,en,,,,",
  'COLLECTION,4001,title,en,,,Trøjer,Shirts',
].join('\r\n');

describe("Shopify's translations CSV for the English site", () => {
  let en: ImportSite;
  const id = () => productIdOf(dk.clubId, 'hjemmebanetroje');
  const run = (text: string, dryRun = false) =>
    importTranslations(api.deps.db, actor, new Date(), en, text, { dryRun });
  const answerOn = async (host: string) => {
    api.invalidateCaches();
    const answer = await api.fetch(`http://${host}/api/products/${id()}`);
    expect(answer.status).toBe(200);
    return (await answer.json()) as { name: string; description: string };
  };

  beforeAll(async () => {
    en = (await siteByHost(api.deps.db, euHost)) as ImportSite;
  });

  it('a dry run reports the product and writes nothing', async () => {
    const report = await run(translations, true);
    expect(report).toMatchObject({ culture: 'en', products: 1, updated: 1, bad: [], written: false });
    // product_type, the empty meta_description and the collection's row.
    expect(report.skipped).toBe(3);
    expect((await answerOn(euHost)).name).toBe('Hjemmebanetrøje');
  });

  it('imports the English texts: the English site shows and finds them, sanitised; Danish stays Danish', async () => {
    const report = await run(translations);
    expect(report).toMatchObject({ products: 1, updated: 1, written: true, bad: [] });
    const english = await answerOn(euHost);
    expect(english.name).toBe('Home shirt');
    expect(english.description).toContain('<strong>home shirt</strong>');
    expect(english.description).toContain('Made to last.');
    expect(english.description).not.toMatch(/script|onerror|alert/);
    expect(await searchOn(euHost)).not.toContain('Home shirt');
    api.invalidateCaches();
    const found = await api.fetch(`http://${euHost}/api/products/search?Term=home%20shirt`);
    expect(await found.text()).toContain('Home shirt');
    const danish = await answerOn(dkHost);
    expect(danish.name).toBe('Hjemmebanetrøje');
    expect(danish.description).toContain('Årets');
    expect(await run(translations)).toMatchObject({ updated: 0, unchanged: 1, written: false });
  });

  it('names a row of another locale and a product the shop lacks by line, and writes nothing', async () => {
    const bad = [
      'Type,Identification,Field,Locale,Market,Status,Default content,Translated content',
      'PRODUCT,hjemmebanetroje,title,en,,,Hjemmebanetrøje,Home jersey',
      'PRODUCT,hjemmebanetroje,body_html,de,,,,<p>Heimtrikot</p>',
      'PRODUCT,udebanetroje,title,en,,,Udebanetrøje,Away shirt',
    ].join('\n');
    const report = await run(bad);
    expect(report.written).toBe(false);
    expect(report.bad).toEqual([
      { line: 3, reason: "Locale de is not this site's culture en: import it for the site in de" },
      {
        line: 4,
        reason:
          'no product udebanetroje in the shop (import the products first; a product is found by its handle)',
      },
    ]);
    expect((await answerOn(euHost)).name).toBe('Home shirt');
  });

  it('the admin API imports the same file (422 with the report for a bad one)', async () => {
    const post = (body: string, query = '') =>
      api.fetch(`/admin/api/sites/${en.storeId}/import/translations${query}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' },
        body,
      });
    const changed = translations.replace('Home shirt', 'Home jersey');
    const dry = await post(changed, '?dryRun=true');
    expect(dry.status).toBe(200);
    expect(await dry.json()).toMatchObject({ updated: 1, written: false });
    const written = await post(changed);
    expect(await written.json()).toMatchObject({ updated: 1, written: true });
    expect((await answerOn(euHost)).name).toBe('Home jersey');
    const refused = await post(
      'Type,Identification,Field,Locale,Translated content\nPRODUCT,nope,title,en,X',
    );
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ report: { bad: [{ line: 2 }], written: false } });
  });
});
