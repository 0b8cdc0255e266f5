/**
 * Settings, content pages and dictionary as JSON files (issue 26, `clubshop export|import
 * settings|content|dictionary`): export -> import -> export identical (the re-import changes
 * nothing), a dry run writes nothing, a bad entry is named and nothing of the file is written,
 * a real import is audited and the storefront's next call shows it. On PGlite, and on
 * PostgreSQL with COMMERCE_TEST_DATABASE_URL.
 */
import type { TestApi } from '@clubshop/commerce-api/testing';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportSite } from '../src/catalogue-io/import-catalogue.ts';
import { exportSiteData, importSiteData, type SiteDataKind } from '../src/content-io/site-data-io.ts';
import { auditLog } from '../src/db/tables/staff.ts';
import { createStaff } from '../src/staff/staff-service.ts';
import { jsonInit } from './contract.ts';
import { apiWithNewShop } from './support/new-shop.ts';

vi.setConfig({ testTimeout: 180_000 });

const host = 'shop.datafiler.example';
const actor = { name: 'test' };
let api: TestApi;
let site: ImportSite;

beforeAll(async () => {
  ({ api, site } = await apiWithNewShop({ host, name: 'Datafiler IF', owner: 'owner@datafiler.example' }));
}, 120_000);
afterAll(() => api?.close());

const auditRows = async () => (await api.deps.db.select({ n: count() }).from(auditLog))[0]?.n;
const importFile = (kind: SiteDataKind, file: unknown, dryRun = false) =>
  importSiteData(api.deps.db, actor, new Date(), site, kind, JSON.stringify(file), { dryRun });

describe('settings, content and dictionary as JSON', () => {
  it('export -> import -> export is identical for each, and the re-import writes nothing', async () => {
    for (const kind of ['settings', 'content', 'dictionary'] as const) {
      const first = await exportSiteData(api.deps.db, site, kind);
      const before = await auditRows();
      const report = await importSiteData(api.deps.db, actor, new Date(), site, kind, first);
      expect(report, kind).toMatchObject({ bad: [], changed: 0, written: false });
      expect(report.entries, kind).toBeGreaterThan(0);
      expect(await auditRows()).toBe(before);
      expect(await exportSiteData(api.deps.db, site, kind)).toBe(first);
    }
  });

  it('a dry run writes nothing; the real import writes, audits, and the storefront shows it', async () => {
    const file = JSON.parse(await exportSiteData(api.deps.db, site, 'settings'));
    file.settings.header.usps = [{ text: 'Fri fragt over 500 kr.', showOnMobile: true }];
    file.settings.mainNavigation.children = [{ name: 'Trøjer', url: '/trojer/', children: [] }];
    const before = await exportSiteData(api.deps.db, site, 'settings');
    const audits = await auditRows();
    expect(await importFile('settings', file, true)).toMatchObject({ changed: 1, written: false });
    expect(await exportSiteData(api.deps.db, site, 'settings')).toBe(before);
    expect(await auditRows()).toBe(audits);

    expect(await importFile('settings', file)).toMatchObject({ changed: 1, written: true });
    expect(await auditRows()).toBe((audits ?? 0) + 1);
    api.invalidateCaches();
    const shown = await api.fetch(
      `http://${host}/api/settings?url=${encodeURIComponent(`https://${host}/`)}`,
    );
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('Fri fragt over 500 kr.');
  });

  it('names every bad entry and writes nothing of the file', async () => {
    const content = JSON.parse(await exportSiteData(api.deps.db, site, 'content'));
    const pagesBefore = await exportSiteData(api.deps.db, site, 'content');
    content.pages.push(
      { ...content.pages[0], path: '/om-klubben/', title: 'Om klubben' },
      { ...content.pages[0], path: '/tom/', title: '' },
      { ...content.pages[0], path: 'uden-skraastreg', title: 'x' },
    );
    const report = await importFile('content', content);
    expect(report.written).toBe(false);
    expect(report.bad.map((bad) => bad.entry)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^pages\[\d+\]\.title$/),
        expect.stringMatching(/^pages\[\d+\]\.path$/),
      ]),
    );
    expect(report.bad.find((bad) => bad.entry.endsWith('.title'))?.reason).toBe('title is required');
    expect(await exportSiteData(api.deps.db, site, 'content')).toBe(pagesBefore);

    // Without the bad ones, the good new page goes in (and the file again changes nothing).
    content.pages = content.pages.filter(
      (page: { title: string; path: string }) => page.title && page.path.startsWith('/'),
    );
    expect(await importFile('content', content)).toMatchObject({ changed: 1, written: true });
    expect(await importFile('content', content)).toMatchObject({ changed: 0, written: false });

    const dictionary = JSON.parse(await exportSiteData(api.deps.db, site, 'dictionary'));
    expect(await importFile('dictionary', { ...dictionary, culture: 'en' })).toMatchObject({
      bad: [{ entry: 'culture', reason: "culture must be the site's, da" }],
      written: false,
    });
    const alias = Object.keys(dictionary.items)[0] as string;
    const bad = await importFile('dictionary', {
      culture: 'da',
      items: { [alias]: 'Ændret', 'Not An Alias!': 'x', 'Ok.Key': 42 },
    });
    expect(bad.bad.map((entry) => entry.entry).sort()).toEqual(['items.Not An Alias!', 'items.Ok.Key']);
    expect(JSON.parse(await exportSiteData(api.deps.db, site, 'dictionary')).items[alias]).toBe(
      dictionary.items[alias],
    );
  });
});

describe('the admin API upload', () => {
  it('imports a settings file (dry run, then for real), answers 422 naming a bad entry, exports it', async () => {
    await createStaff(api.deps.db, actor, new Date(), {
      email: 'editor@datafiler.example',
      password: 'editor password 1',
      role: 'editor',
      sites: [site.storeId],
    });
    const login = await api.fetch(
      '/admin/api/auth/token',
      jsonInit('POST', {
        grant_type: 'password',
        username: 'editor@datafiler.example',
        password: 'editor password 1',
      }),
    );
    const token = ((await login.json()) as { access_token: string }).access_token;
    const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const exported = await api.fetch(`/admin/api/sites/${site.storeId}/export/settings`, { headers: auth });
    expect(exported.status).toBe(200);
    const file = JSON.parse(await exported.text());
    file.settings.footer.copyright = '© Datafiler IF 2027';
    const upload = (body: unknown, query = '') =>
      api.fetch(`/admin/api/sites/${site.storeId}/import/settings${query}`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify(body),
      });
    const dry = await upload(file, '?dryRun=true');
    expect(dry.status).toBe(200);
    expect(await dry.json()).toMatchObject({ changed: 1, written: false });
    const bad = await upload({ settings: { ...file.settings, colours: 'red' } });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { report: { bad: Array<{ entry: string }> } }).report.bad[0]?.entry).toBe(
      'settings.colours',
    );
    const real = await upload(file);
    expect(await real.json()).toMatchObject({ changed: 1, written: true });
    const again = await api.fetch(`/admin/api/sites/${site.storeId}/export/settings`, { headers: auth });
    expect(await again.text()).toContain('© Datafiler IF 2027');
    // The dictionary is every club's: a site's editor may not import it.
    const dictionary = await api.fetch(`/admin/api/sites/${site.storeId}/import/dictionary`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ culture: 'da', items: {} }),
    });
    expect(dictionary.status).toBe(403);
  });
});
