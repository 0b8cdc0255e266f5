/**
 * Catalogue import and export (issue 26): Shopify's product CSV and our JSON into a new club's
 * shop made by `clubshop init`; dry runs write nothing, bad rows name their line, a failed import
 * leaves the database as it was, the same file twice changes nothing, and export → import →
 * export is identical. On PGlite, and on PostgreSQL with COMMERCE_TEST_DATABASE_URL.
 */
import { readFileSync } from 'node:fs';
import type { TestApi } from '@clubshop/commerce-api/testing';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 180_000 });

import { exportCatalogue } from '../src/catalogue-io/export-catalogue.ts';
import { type ImportSite, importCatalogue } from '../src/catalogue-io/import-catalogue.ts';
import { items, products } from '../src/db/tables/catalog.ts';
import { auditLog } from '../src/db/tables/staff.ts';
import { apiWithNewShop } from './support/new-shop.ts';

const fixture = readFileSync(new URL('./fixtures/shopify-products.csv', import.meta.url), 'utf8');
const host = 'shop.klovermarken.example';
const actor = { name: 'test' };
let api: TestApi;
let site: ImportSite;

beforeAll(async () => {
  ({ api, site } = await apiWithNewShop({
    host,
    name: 'Kløvermarken BK',
    owner: 'owner@klovermarken.example',
  }));
}, 120_000);
afterAll(() => api?.close());

async function counts() {
  const [productRows] = await api.deps.db
    .select({ n: count() })
    .from(products)
    .where(eq(products.clubId, site.clubId));
  const [auditRows] = await api.deps.db.select({ n: count() }).from(auditLog);
  const [itemRows] = await api.deps.db.select({ n: count() }).from(items);
  return { products: productRows?.n, audit: auditRows?.n, items: itemRows?.n };
}

const importCsv = (text: string, dryRun = false) =>
  importCatalogue(api.deps.db, actor, new Date(), site, { text, format: 'csv' }, { dryRun });

describe('Shopify CSV import', () => {
  it('a dry run of the fixture reports what it would do and writes nothing', async () => {
    const before = await counts();
    const report = await importCsv(fixture, true);
    expect(report).toMatchObject({ products: 210, created: 210, updated: 0, bad: [], written: false });
    expect(await counts()).toEqual(before);
  });

  it('imports the fixture (210 products) so the storefront lists it, and a second time changes nothing', async () => {
    const first = await importCsv(fixture);
    expect(first).toMatchObject({ products: 210, created: 210, written: true, bad: [] });
    expect(first.categoriesCreated).toBe(5);
    const afterFirst = await counts();
    expect(afterFirst.products).toBe(210);

    api.invalidateCaches();
    const search = await api.fetch(`http://${host}/api/products/search?Term=Trøje`);
    expect(search.status).toBe(200);
    const found = (await search.json()) as { totalCount?: number; products?: unknown[] };
    expect(JSON.stringify(found)).toContain('Trøje');

    const second = await importCsv(fixture);
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: 210, written: false });
    expect(await counts()).toEqual(afterFirst);
  });

  it('export → import → export is identical, as CSV and as JSON', async () => {
    const csv = await exportCatalogue(api.deps.db, site, 'csv');
    expect(csv.split('\n')[0]).toContain('Handle,Title,Body (HTML),Vendor,Type,Tags,Published');
    const again = await importCsv(csv);
    expect(again.bad).toEqual([]);
    expect(await exportCatalogue(api.deps.db, site, 'csv')).toBe(csv);

    const json = await exportCatalogue(api.deps.db, site, 'json');
    const jsonReport = await importCatalogue(
      api.deps.db,
      actor,
      new Date(),
      site,
      { text: json, format: 'json' },
      { dryRun: false },
    );
    expect(jsonReport).toMatchObject({ bad: [], created: 0, updated: 0, unchanged: 210 });
    expect(await exportCatalogue(api.deps.db, site, 'json')).toBe(json);
  });

  it('names the line and reason of every bad row, and a failed import leaves the database as it was', async () => {
    const exported = await exportCatalogue(api.deps.db, site, 'json');
    const before = await counts();
    const lines = fixture.split('\n');
    const header = lines[0];
    const good = lines[1] as string;
    const bad = [
      header,
      good.replace('479.00', '47x'),
      ',No handle,,,,,,,,,,,,,1.00,,1,,,,,',
      'new-thing,Ny ting,,,Tilbehør,,true,Størrelse,Giant,,,,,NEW-1,10.00,,1,,,,,',
      'other-thing,Anden ting,,,Tilbehør,,true,,,,,,,KLB-00002-C3-S,10.00,,1,,,,,',
      'fine-thing,Fin ting <script>alert(1)</script>,,,Tilbehør,,true,,,,,,,FINE-1,10.00,,1,,,,,',
    ].join('\n');
    for (const dryRun of [true, false]) {
      const report = await importCsv(bad, dryRun);
      expect(report.written).toBe(false);
      expect(report.bad).toEqual(
        expect.arrayContaining([
          { line: 2, reason: 'Variant Price "47x" is not an amount such as 49.95' },
          { line: 3, reason: 'Handle is empty' },
          { line: 4, reason: expect.stringMatching(/^size "Giant" is not a size the shop knows/) },
          {
            line: 5,
            reason: 'Variant SKU KLB-00002-C3-S belongs to the product klovermarken-bk-klb-2-jakke already',
          },
        ]),
      );
      expect(await counts()).toEqual(before);
      expect(await exportCatalogue(api.deps.db, site, 'json')).toBe(exported);
    }
  });

  it('sanitises rich text on write', async () => {
    const text = [
      fixture.split('\n')[0],
      'safe-thing,Sikker ting,"<p onclick=""steal()"">Tekst<script>alert(1)</script></p>",,Tilbehør,,true,,,,,,,SAFE-1,10.00,,1,,,,,',
    ].join('\n');
    expect((await importCsv(text)).bad).toEqual([]);
    const json = JSON.parse(await exportCatalogue(api.deps.db, site, 'json')) as {
      products: Array<{ handle: string; description: Record<string, string> }>;
    };
    expect(json.products.find((product) => product.handle === 'safe-thing')?.description.da).toBe(
      '<p>Tekst</p>',
    );
  });
});
