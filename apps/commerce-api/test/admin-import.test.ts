/**
 * The catalogue import and export through the admin API (issue 26): the Shopify CSV fixture
 * uploaded as the body (larger than the API's 64 KB limit, within IMPORT_MAX_BYTES), a dry run
 * writing nothing, bad rows named by line with nothing written, editors and owners only (a
 * fulfilment member and staff of another site get 403), audit rows, and the storefront listing
 * the import at once. On PGlite, and on PostgreSQL with COMMERCE_TEST_DATABASE_URL.
 */
import { readFileSync } from 'node:fs';
import { createTestApi } from '@clubshop/commerce-api/testing';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../src/db/tables/catalog.ts';
import { sites } from '../src/db/tables/content.ts';
import { auditLog } from '../src/db/tables/staff.ts';
import { openForFile } from '../src/testing/open-for-file.ts';
import { jsonInit } from './contract.ts';
import { createCliOwner, signIn } from './support/admin-client.ts';

vi.setConfig({ testTimeout: 180_000 });

const fixture = readFileSync(new URL('./fixtures/shopify-products.csv', import.meta.url), 'utf8');
const password = 'staff password 1';
const host = 'shop.hvidovre-upload.example';
const api = openForFile(() => createTestApi());
let owner: string;
let storeId: string;
let otherStoreId: string;

const tokenOf = (email: string) => signIn(api, email, password);

async function upload(token: string, site: string, body: string, query = '', type = 'text/csv') {
  const response = await api.fetch(`/admin/api/sites/${site}/import/catalogue${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function clubProducts() {
  const [site] = await api.deps.db.select().from(sites).where(eq(sites.storeId, storeId));
  const [row] = await api.deps.db
    .select({ n: count() })
    .from(products)
    .where(eq(products.clubId, site?.clubId ?? ''));
  return row?.n ?? 0;
}

beforeAll(async () => {
  await createCliOwner(api, 'owner@upload.example', password);
  owner = await tokenOf('owner@upload.example');
  const created = async (name: string, siteHost: string) => {
    const response = await api.fetch(
      '/admin/api/sites',
      jsonInit(
        'POST',
        { name, host: siteHost, culture: 'da', currency: 'DKK' },
        { Authorization: `Bearer ${owner}` },
      ),
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { storeId: string }).storeId;
  };
  storeId = await created('Hvidovre Upload IF', host);
  otherStoreId = await created('Anden Klub', 'shop.anden-upload.example');
  for (const [email, role, scope] of [
    ['editor@upload.example', 'editor', [storeId]],
    ['other-editor@upload.example', 'editor', [otherStoreId]],
    ['packer@upload.example', 'fulfilment', 'all'],
  ] as const) {
    const response = await api.fetch(
      '/admin/api/staff',
      jsonInit('POST', { email, password, role, sites: scope }, { Authorization: `Bearer ${owner}` }),
    );
    expect(response.status).toBe(201);
  }
}, 120_000);

describe('catalogue import through the admin API', () => {
  it('the fixture is larger than the 64 KB every other route takes', () => {
    expect(Buffer.byteLength(fixture)).toBeGreaterThan(64 * 1024);
  });

  it('only editors and owners of the site may import', async () => {
    const packer = await tokenOf('packer@upload.example');
    expect((await upload(packer, storeId, fixture, '?dryRun=true')).status).toBe(403);
    const otherEditor = await tokenOf('other-editor@upload.example');
    expect((await upload(otherEditor, storeId, fixture, '?dryRun=true')).status).toBe(403);
    const anonymous = await api.fetch(`/admin/api/sites/${storeId}/import/catalogue`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv' },
      body: fixture,
    });
    expect(anonymous.status).toBe(401);
    expect(await clubProducts()).toBe(0);
  });

  it('a dry run answers the report and writes nothing', async () => {
    const editor = await tokenOf('editor@upload.example');
    const dry = await upload(editor, storeId, fixture, '?dryRun=true');
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ products: 210, created: 210, bad: [], written: false });
    expect(await clubProducts()).toBe(0);
  });

  it('a file with a bad row names its line and reason and writes nothing', async () => {
    const editor = await tokenOf('editor@upload.example');
    const lines = fixture.split('\n');
    const broken = [lines[0], lines[1]?.replace('479.00', '47x'), ...lines.slice(2)].join('\n');
    const answer = await upload(editor, storeId, broken);
    expect(answer.status).toBe(422);
    expect(answer.body.report).toMatchObject({
      written: false,
      bad: [{ line: 2, reason: 'Variant Price "47x" is not an amount such as 49.95' }],
    });
    expect(await clubProducts()).toBe(0);
  });

  it('imports the file, audited, so the storefront lists it at once; the same file again changes nothing', async () => {
    const editor = await tokenOf('editor@upload.example');
    // The storefront asks first (and caches the answer).
    const before = await api.fetch(`http://${host}/api/products/search?Term=Trøje`);
    expect(((await before.json()) as { products: unknown[] }).products).toEqual([]);

    const imported = await upload(editor, storeId, fixture);
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ products: 210, created: 210, written: true, bad: [] });
    expect(await clubProducts()).toBe(210);
    const audit = await api.deps.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import create'), eq(auditLog.storeId, storeId)));
    expect(audit[0]?.n).toBe(210);
    const [row] = await api.deps.db
      .select({ actor: auditLog.actor })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import create'), eq(auditLog.storeId, storeId)))
      .limit(1);
    expect(row?.actor).toBe('editor@upload.example');

    const after = await api.fetch(`http://${host}/api/products/search?Term=Trøje`);
    const found = ((await after.json()) as { products: unknown[] }).products;
    expect(found.length).toBeGreaterThan(0);
    expect(JSON.stringify(found)).toContain('Trøje');

    const again = await upload(editor, storeId, fixture);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 210, written: false });
  });

  it('exports what it imported, and the JSON export imports as JSON with nothing to change', async () => {
    const editor = await tokenOf('editor@upload.example');
    const csv = await api.fetch(`/admin/api/sites/${storeId}/export/catalogue`, {
      headers: { Authorization: `Bearer ${editor}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect((await csv.text()).split('\n')[0]).toContain('Handle,Title,Body (HTML)');
    const json = await api.fetch(`/admin/api/sites/${storeId}/export/catalogue?format=json`, {
      headers: { Authorization: `Bearer ${editor}` },
    });
    const again = await upload(editor, storeId, await json.text(), '', 'application/json');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 210, bad: [] });
  });

  it('refuses a file over IMPORT_MAX_BYTES with 413', async () => {
    const small = await createTestApi({ config: { importMaxBytes: 64 * 1024 } });
    try {
      const response = await small.fetch(`/admin/api/sites/${storeId}/import/catalogue`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${owner}`, 'Content-Type': 'text/csv' },
        body: fixture,
      });
      expect(response.status).toBe(413);
    } finally {
      await small.close();
    }
  });
});
