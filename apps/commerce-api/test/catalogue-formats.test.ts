/**
 * A club's own files as Excel and Shopify write them (issue 39): Windows-1252 with `;` and a
 * decimal comma (Danish Excel), Windows-1252 with `,`, UTF-8 with a byte order mark and CRLF,
 * read right from their bytes (test/fixtures/encodings/); a file that is neither, and a line
 * holding U+FFFD, refused naming why, nothing written. On PGlite, and on PostgreSQL with
 * COMMERCE_TEST_DATABASE_URL.
 */
import { readFileSync } from 'node:fs';
import { createTestApi, type TestApi } from '@clubshop/commerce-api/testing';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { categories, products } from '../src/catalog/tables.ts';
import { readCatalogue } from '../src/catalogue-io/catalogue-store.ts';
import { type ImportSite, importCatalogue, siteByHost } from '../src/catalogue-io/import-catalogue.ts';
import { initShop } from '../src/cli/init-command.ts';

vi.setConfig({ testTimeout: 180_000 });

const bytesOf = (name: string) => readFileSync(new URL(`./fixtures/encodings/${name}`, import.meta.url));
const actor = { name: 'test' };
const host = 'shop.encodings.example';
let api: TestApi;
let site: ImportSite;

beforeAll(async () => {
  api = await createTestApi();
  await initShop(api.deps.db, actor, new Date(), {
    site: host,
    name: 'Kløvermarken BK',
    culture: 'da',
    currency: 'DKK',
    owner: 'owner@encodings.example',
    password: 'owner password 1',
  });
  site = (await siteByHost(api.deps.db, host)) as ImportSite;
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
