/**
 * A club's own files as Excel and Shopify write them (issue 39): Windows-1252 with `;` and a
 * decimal comma (Danish Excel), Windows-1252 with `,`, UTF-8 with a byte order mark and CRLF,
 * read right from their bytes (test/fixtures/encodings/); a file that is neither, and a line
 * holding U+FFFD, refused naming why, nothing written. Shopify's statuses kept: draft and
 * archived products are not listed, searched, reachable by url or sold; an unlisted one is
 * reachable. SKUs are unique per club: a second club imports the same SKUs. Category names
 * survive a JSON round trip into a fresh club. One product's texts in two cultures from our
 * JSON, each shown and found on its culture's site. On PGlite, and on PostgreSQL with
 * COMMERCE_TEST_DATABASE_URL.
 */
import { readFileSync } from 'node:fs';
import type { TestApi } from '@clubshop/commerce-api/testing';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productIdOf, readCatalogue } from '../src/catalogue-io/catalogue-store.ts';
import { exportCatalogue } from '../src/catalogue-io/export-catalogue.ts';
import { type ImportSite, importCatalogue, siteByHost } from '../src/catalogue-io/import-catalogue.ts';
import { initShop } from '../src/cli/init-command.ts';
import { categories, products } from '../src/db/tables/catalog.ts';
import { addSite } from '../src/sites/shop-init.ts';
import { apiWithNewShop } from './support/new-shop.ts';

vi.setConfig({ testTimeout: 180_000 });

const bytesOf = (name: string) => readFileSync(new URL(`./fixtures/encodings/${name}`, import.meta.url));
const actor = { name: 'test' };
const host = 'shop.encodings.example';
let api: TestApi;
let site: ImportSite;

beforeAll(async () => {
  ({ api, site } = await apiWithNewShop({ host, name: 'Kløvermarken BK', owner: 'owner@encodings.example' }));
}, 120_000);
afterAll(() => api?.close());

const importBytes = (bytes: Uint8Array, into = site, format: 'csv' | 'json' = 'csv') =>
  importCatalogue(api.deps.db, actor, new Date(), into, { text: bytes, format }, { dryRun: false });

async function productCount(clubId = site.clubId) {
  const [row] = await api.deps.db.select({ n: count() }).from(products).where(eq(products.clubId, clubId));
  return row?.n ?? 0;
}

describe('encodings and separators', () => {
  it("reads Danish Excel's file: Windows-1252, `;`, decimal commas, CRLF", async () => {
    const report = await importBytes(bytesOf('excel-da-semicolon-windows-1252.csv'));
    expect(report).toMatchObject({ bad: [], created: 2, written: true, encoding: 'windows-1252' });
    const catalogue = await readCatalogue(api.deps.db, site.clubId, [
      'hjemmebanetroje-2026',
      'udebanetroje-2026',
    ]);
    const home = catalogue.get('hjemmebanetroje-2026');
    expect(home?.name.da).toBe('Hjemmebanetrøje 2026');
    expect(home?.description.da).toContain('Årets trøje; med "kløver"');
    expect(home?.variants[0]?.colour.da).toBe('Blå');
    expect(home?.variants[0]?.prices.DKK).toEqual({ price: 49995, discount: null });
    expect(home?.variants[0]?.items.map((item) => item.size)).toEqual(['m', 'l']);
    expect(catalogue.get('udebanetroje-2026')?.variants[0]?.prices.DKK?.price).toBe(129900);
    const [category] = await api.deps.db
      .select({ name: categories.name })
      .from(categories)
      .where(and(eq(categories.storeId, site.storeId), eq(categories.key, 'trojer')));
    expect(category?.name).toBe('Trøjer');
  });

  it('reads a comma-separated Windows-1252 file (German: ü, ß, the en dash of 0x96)', async () => {
    const report = await importBytes(bytesOf('excel-de-comma-windows-1252.csv'));
    expect(report).toMatchObject({ bad: [], created: 1, encoding: 'windows-1252' });
    const shirt = (await readCatalogue(api.deps.db, site.clubId, ['heimtrikot-2026'])).get('heimtrikot-2026');
    expect(shirt?.description.da).toBe('<p>Für Fans – groß</p>');
    expect(shirt?.vendor).toBe('Kløvermarken');
    expect(shirt?.variants[0]?.items.map((item) => item.size)).toEqual(['m', 'xl']);
  });

  it('reads UTF-8 with a byte order mark and CRLF (a quoted field over two lines)', async () => {
    const report = await importBytes(bytesOf('utf8-bom-crlf.csv'));
    expect(report).toMatchObject({ bad: [], created: 1, encoding: 'utf-8' });
    const shirt = (await readCatalogue(api.deps.db, site.clubId, ['traeningstroje'])).get('traeningstroje');
    expect(shirt?.name.da).toBe('Træningstrøje');
    expect(shirt?.description.da).toContain('Linje 2 – æøå');
    expect(JSON.stringify(shirt)).not.toContain('\uFFFD');
  });

  it('refuses a line holding U+FFFD, naming it, and writes nothing', async () => {
    const before = await productCount();
    const report = await importBytes(bytesOf('utf8-replacement-character.csv'));
    expect(report.written).toBe(false);
    expect(report.bad).toHaveLength(1);
    expect(report.bad[0]?.line).toBe(3);
    expect(report.bad[0]?.reason).toContain('U+FFFD');
    expect(report.bad[0]?.reason).toContain('Hjemmebanetr');
    expect(await productCount()).toBe(before);
  });

  it('refuses a file that is neither UTF-8 nor Windows-1252, naming the encoding and how to save as UTF-8', async () => {
    const before = await productCount();
    const report = await importBytes(bytesOf('not-windows-1252.csv'));
    expect(report.written).toBe(false);
    expect(report.bad[0]?.reason).toMatch(/neither UTF-8 nor Windows-1252 \(byte 0x81 on line 2\)/);
    expect(report.bad[0]?.reason).toContain('CSV UTF-8');
    expect(await productCount()).toBe(before);
  });
});

const statusCsv = [
  'Handle,Title,Type,Published,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty,Status',
  'aktiv-kasket,Aktiv kasket,Kasketter,true,Size,One Size,ST-AKTIV,100.00,5,active',
  'kladde-kasket,Kladde kasket,Kasketter,true,Size,One Size,ST-KLADDE,100.00,5,draft',
  'arkiv-kasket,Arkiv kasket,Kasketter,true,Size,One Size,ST-ARKIV,100.00,5,archived',
  'skjult-kasket,Skjult kasket,Kasketter,false,Size,One Size,ST-SKJULT,100.00,5,active',
].join('\n');

async function storefront(path: string, init?: RequestInit) {
  const response = await api.fetch(`http://${host}${path}`, init);
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
  return { status: response.status, body: (text.startsWith('{') ? JSON.parse(text) : undefined) as any };
}

describe("Shopify's statuses", () => {
  it('keeps active, draft and archived; only active products are listed, reachable and sold', async () => {
    const report = await importCatalogue(
      api.deps.db,
      actor,
      new Date(),
      site,
      { text: statusCsv, format: 'csv' },
      { dryRun: false },
    );
    expect(report).toMatchObject({ bad: [], created: 4 });
    const catalogue = await readCatalogue(api.deps.db, site.clubId, [
      'kladde-kasket',
      'arkiv-kasket',
      'skjult-kasket',
    ]);
    expect(catalogue.get('kladde-kasket')?.status).toBe('draft');
    expect(catalogue.get('arkiv-kasket')?.status).toBe('archived');
    expect(catalogue.get('skjult-kasket')).toMatchObject({ status: 'active', listed: false });
    api.invalidateCaches();

    const search = await storefront('/api/products/search?Term=kasket');
    expect(search.status).toBe(200);
    const found = JSON.stringify(search.body);
    expect(found).toContain('Aktiv kasket');
    for (const hidden of ['Kladde kasket', 'Arkiv kasket', 'Skjult kasket'])
      expect(found).not.toContain(hidden);

    const id = (handle: string) => productIdOf(site.clubId, handle);
    expect((await storefront(`/api/products/${id('kladde-kasket')}`)).status).toBe(404);
    expect((await storefront(`/api/products/${id('arkiv-kasket')}`)).status).toBe(404);
    expect((await storefront('/api/products/variant/ST-KLADDE')).status).toBe(404);
    const unlisted = await storefront(`/api/products/${id('skjult-kasket')}`);
    expect(unlisted.status).toBe(200);
    // The unlisted product's page answers by its url; a draft's url (the one it would have) does not.
    const page = await storefront(`/api/content?url=${encodeURIComponent(unlisted.body.url)}`);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).toContain('Skjult kasket');
    const draftUrl = String(unlisted.body.url).replace('skjult-kasket', 'kladde-kasket');
    // The content API answers a path it does not know with the contract's `meta.status` 404.
    const draftPage = await storefront(`/api/content?url=${encodeURIComponent(draftUrl)}`);
    expect(draftPage.body).toMatchObject({ route: null, meta: { status: 404 } });
    expect(page.body.meta.status).toBe(200);

    const created = await storefront('/api/baskets', { method: 'POST' });
    const token = created.body.summary.token as string;
    const add = (productId: string) =>
      storefront(`/api/baskets/${token}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ productId, quantity: 1 }),
      });
    const refused = await add('ST-ARKIV');
    expect(refused.body.success).toBe(false);
    expect(JSON.stringify(refused.body.errors)).toContain('ST-ARKIV');
    expect((await add('ST-AKTIV')).body.success).toBe(true);
  });

  it('a file without a Status column leaves the status the shop gave', async () => {
    const withoutStatus = statusCsv
      .split('\n')
      .map((line) => line.split(',').slice(0, -1).join(','))
      .join('\n');
    const report = await importCatalogue(
      api.deps.db,
      actor,
      new Date(),
      site,
      { text: withoutStatus, format: 'csv' },
      { dryRun: false },
    );
    expect(report).toMatchObject({ bad: [], created: 0, updated: 0, unchanged: 4 });
  });
});

describe('a product made draft while in a basket', () => {
  it('is no longer sold: its line leaves the totals', async () => {
    const created = await storefront('/api/baskets', { method: 'POST' });
    const token = created.body.summary.token as string;
    const added = await storefront(`/api/baskets/${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ productId: 'ST-AKTIV', quantity: 1 }),
    });
    expect(added.body.success).toBe(true);
    const before = JSON.stringify(added.body.summary);
    const drafted = statusCsv.replace('ST-AKTIV,100.00,5,active', 'ST-AKTIV,100.00,5,draft');
    const report = await importCatalogue(
      api.deps.db,
      actor,
      new Date(),
      site,
      { text: drafted, format: 'csv' },
      { dryRun: false },
    );
    expect(report).toMatchObject({ bad: [], updated: 1 });
    const after = await storefront(`/api/baskets/${token}`);
    expect(after.status).toBe(200);
    expect(JSON.stringify(after.body.summary)).not.toBe(before);
  });
});

describe('SKUs per club and category names', () => {
  it("a second club imports the same SKUs; its errors never name the first club's products", async () => {
    const otherHost = 'shop.second-club.example';
    await initShop(api.deps.db, actor, new Date(), {
      site: otherHost,
      name: 'Anden Klub',
      culture: 'da',
      currency: 'DKK',
      owner: 'owner@second-club.example',
      password: 'owner password 1',
    });
    const other = (await siteByHost(api.deps.db, otherHost)) as ImportSite;
    const report = await importBytes(bytesOf('excel-da-semicolon-windows-1252.csv'), other);
    expect(report).toMatchObject({ bad: [], created: 2, written: true });
    const mine = await readCatalogue(api.deps.db, other.clubId, ['hjemmebanetroje-2026']);
    expect(mine.get('hjemmebanetroje-2026')?.variants[0]?.items.map((item) => item.sku)).toEqual([
      'EXDA-1-M',
      'EXDA-1-L',
    ]);
    // Both clubs' items are there, each its own.
    const first = await readCatalogue(api.deps.db, site.clubId, ['hjemmebanetroje-2026']);
    expect(first.get('hjemmebanetroje-2026')?.variants[0]?.items[0]?.sku).toBe('EXDA-1-M');
    // Importing it again changes nothing in either club.
    expect(await importBytes(bytesOf('excel-da-semicolon-windows-1252.csv'), other)).toMatchObject({
      unchanged: 2,
      written: false,
    });
    // A SKU clash inside the club names the club's own product only.
    const clash = [
      'Handle,Title,Type,Option1 Name,Option1 Value,Variant SKU,Variant Price',
      'ny-trøje,Ny,Trøjer,Size,M,EXDA-1-M,10.00',
    ]
      .join('\n')
      .replace('ny-trøje', 'ny-troje');
    const refused = await importCatalogue(
      api.deps.db,
      actor,
      new Date(),
      other,
      { text: clash, format: 'csv' },
      { dryRun: false },
    );
    expect(refused.bad).toHaveLength(1);
    expect(refused.bad[0]?.reason).toContain(productIdOf(other.clubId, 'hjemmebanetroje-2026'));
    expect(refused.bad[0]?.reason).not.toContain(site.clubId);

    // The second club's shopper buys the second club's item by its id.
    api.invalidateCaches();
    const product = await api.fetch(
      `http://${otherHost}/api/products/${productIdOf(other.clubId, 'hjemmebanetroje-2026')}`,
    );
    const body = (await product.json()) as { variants: Array<{ id: string; colorName: string }> };
    expect(body.variants.map((variant) => variant.colorName)).toContain('Blå');
  });

  it('a JSON export imported into a fresh club keeps the category names ("Trøjer", not "trojer")', async () => {
    const json = await exportCatalogue(api.deps.db, site, 'json');
    const freshHost = 'shop.fresh-club.example';
    await initShop(api.deps.db, actor, new Date(), {
      site: freshHost,
      name: 'Frisk Klub',
      culture: 'da',
      currency: 'DKK',
      owner: 'owner@fresh-club.example',
      password: 'owner password 1',
    });
    const fresh = (await siteByHost(api.deps.db, freshHost)) as ImportSite;
    const report = await importCatalogue(
      api.deps.db,
      actor,
      new Date(),
      fresh,
      { text: json, format: 'json' },
      { dryRun: false },
    );
    expect(report.bad).toEqual([]);
    expect(report.written).toBe(true);
    const [category] = await api.deps.db
      .select({ name: categories.name })
      .from(categories)
      .where(and(eq(categories.storeId, fresh.storeId), eq(categories.key, 'trojer')));
    expect(category?.name).toBe('Trøjer');
    const draft = (await readCatalogue(api.deps.db, fresh.clubId, ['kladde-kasket'])).get('kladde-kasket');
    expect(draft?.status).toBe('draft');
    expect(await exportCatalogue(api.deps.db, fresh, 'json')).toBe(json);

    // And as Shopify's CSV: its Type is the category's name, so a fresh club gets the name.
    const csv = await exportCatalogue(api.deps.db, site, 'csv');
    expect(csv).toContain(',Trøjer,');
    const csvHost = 'shop.fresh-csv-club.example';
    await initShop(api.deps.db, actor, new Date(), {
      site: csvHost,
      name: 'Frisk CSV Klub',
      culture: 'da',
      currency: 'DKK',
      owner: 'owner@fresh-csv-club.example',
      password: 'owner password 1',
    });
    const freshCsv = (await siteByHost(api.deps.db, csvHost)) as ImportSite;
    const fromCsv = await importCatalogue(
      api.deps.db,
      actor,
      new Date(),
      freshCsv,
      { text: csv, format: 'csv' },
      { dryRun: false },
    );
    expect(fromCsv.bad).toEqual([]);
    const [csvCategory] = await api.deps.db
      .select({ name: categories.name })
      .from(categories)
      .where(and(eq(categories.storeId, freshCsv.storeId), eq(categories.key, 'trojer')));
    expect(csvCategory?.name).toBe('Trøjer');
    expect(await exportCatalogue(api.deps.db, freshCsv, 'csv')).toBe(csv);
  });
});

describe('translations from our JSON', () => {
  it("one product's texts per culture: each site shows and finds its own", async () => {
    const daHost = 'shop.to-sprog.example';
    const enHost = 'en.to-sprog.example';
    await initShop(api.deps.db, actor, new Date(), {
      site: daHost,
      name: 'To Sprog IF',
      culture: 'da',
      currency: 'DKK',
      owner: 'owner@to-sprog.example',
      password: 'owner password 1',
    });
    const da = (await siteByHost(api.deps.db, daHost)) as ImportSite;
    await api.deps.db.transaction((tx) =>
      addSite(
        tx,
        actor,
        new Date(),
        { id: da.clubId, name: 'To Sprog IF' },
        {
          host: enHost,
          culture: 'en',
          currency: 'DKK',
          country: 'GB',
        },
      ),
    );
    const file = {
      format: 'clubshop-catalogue',
      version: 1,
      categories: [{ key: 'troejer', name: { da: 'Trøjer', en: 'Shirts' } }],
      products: [
        {
          handle: 'udebane-2026',
          name: { da: 'Udebanetrøje', en: 'Away jersey' },
          description: { da: '<p>Sort med guld</p>', en: '<p>Black with gold</p>' },
          category: 'troejer',
          kind: 'shirt',
          variants: [
            {
              colour: { da: 'Sort', en: 'Black' },
              colorHex: '#111111',
              prices: { DKK: { price: 49900 } },
              items: [{ sku: 'TS-1-M', size: 'm', stock: 3 }],
            },
          ],
        },
      ],
    };
    const report = await importCatalogue(
      api.deps.db,
      actor,
      new Date(),
      da,
      { text: JSON.stringify(file), format: 'json' },
      { dryRun: false },
    );
    expect(report).toMatchObject({ bad: [], created: 1, written: true });
    api.invalidateCaches();
    const id = productIdOf(da.clubId, 'udebane-2026');
    for (const [host, name, description, term, colour] of [
      [daHost, 'Udebanetrøje', 'Sort med guld', 'udebanetrøje', 'Sort'],
      [enHost, 'Away jersey', 'Black with gold', 'jersey', 'Black'],
    ] as const) {
      const product = await api.fetch(`http://${host}/api/products/${id}`);
      expect(product.status).toBe(200);
      const body = (await product.json()) as {
        name: string;
        description: string;
        attributes: { colorName: string };
      };
      expect(body.name).toBe(name);
      expect(body.description).toContain(description);
      expect(body.attributes.colorName).toBe(colour);
      const search = await api.fetch(`http://${host}/api/products/search?Term=${encodeURIComponent(term)}`);
      expect(await search.text()).toContain(name);
    }
    // The other culture's words are not this site's: the English site does not find the Danish name.
    const crossed = await api.fetch(`http://${enHost}/api/products/search?Term=udebanetr%C3%B8je`);
    expect(await crossed.text()).not.toContain('Away jersey');
  });
});
