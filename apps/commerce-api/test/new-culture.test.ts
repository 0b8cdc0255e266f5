/**
 * A site in a culture the shop ships no texts for (issue 44: `clubshop init --culture sv`):
 * the dictionary API serves every key with the English text in its place, `init` warns how many
 * keys are untranslated and how to translate them, the admin API lists them with their English
 * text, and a translated file imported through `export dictionary --untranslated` replaces the
 * English. On PGlite, and on PostgreSQL with COMMERCE_TEST_DATABASE_URL.
 */
import { dictionaryResponseSchema } from '@clubshop/api-sdk/contract';
import type { TestApi } from '@clubshop/commerce-api/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportSite } from '../src/catalogue-io/import-catalogue.ts';
import { type initShop, untranslatedWarning } from '../src/cli/init-command.ts';
import { exportSiteData, importSiteData } from '../src/content-io/site-data-io.ts';
import { dictionaryRows } from '../src/messages/built-in-dictionary.ts';
import { expectContract } from './contract.ts';
import { apiWithNewShop } from './support/new-shop.ts';

vi.setConfig({ testTimeout: 180_000 });

const host = 'shop.svenska.example';
const actor = { name: 'test' };
let api: TestApi;
let created: Awaited<ReturnType<typeof initShop>>;
let site: ImportSite;

/** The English texts the shop ships, by alias. */
const english = new Map(
  dictionaryRows()
    .filter((row) => row.culture === 'en')
    .map((row) => [row.alias, row.value]),
);

/** The dictionary the API serves the sv site, by alias. */
async function servedDictionary(): Promise<Map<string, string | null>> {
  const response = await api.fetch('/api/dictionary/dictionariesbyculture', {
    headers: { StoreId: created.storeId },
  });
  expect(response.status).toBe(200);
  const body = expectContract(dictionaryResponseSchema, await response.json());
  expect(body.views.dictionaryItemsByCulture.culture).toBe('sv');
  return new Map(
    body.views.dictionaryItemsByCulture.dictionaryItems.map((item) => [item.view.alias, item.view.value]),
  );
}

beforeAll(async () => {
  ({ api, site, created } = await apiWithNewShop({
    host,
    name: 'Svenska IF',
    culture: 'sv',
    currency: 'SEK',
    country: 'SE',
    owner: 'owner@svenska.example',
  }));
}, 180_000);
afterAll(() => api?.close());

describe('a site in a culture without texts', () => {
  it('is served every key of the shop, in English where sv has no text', async () => {
    const served = await servedDictionary();
    expect(served.get('User.Login.Heading')).toBe(english.get('User.Login.Heading'));
    const missing = [...english.keys()].filter((alias) => !served.get(alias));
    expect(missing).toEqual([]);
    for (const [alias, text] of english) expect(served.get(alias), alias).toBe(text);
  });

  it('init says how many keys are untranslated, and how to translate them', () => {
    expect(created.untranslated).toBe(english.size);
    const lines = untranslatedWarning({ site: host, ...created });
    expect(lines[0]).toBe(
      `warning: ${english.size} dictionary keys have no sv text: the shop shows their en text until they are translated.`,
    );
    expect(lines.join('\n')).toContain(`clubshop export dictionary --site ${host} --untranslated`);
    expect(lines.join('\n')).toContain(`clubshop import dictionary dictionary-sv.json --site ${host}`);
    expect(untranslatedWarning({ site: host, culture: 'da', untranslated: 0 })).toEqual([]);
  });

  it('the admin API lists the untranslated keys with the English text shown instead', async () => {
    const { createStaff } = await import('../src/staff/staff-service.ts');
    await createStaff(api.deps.db, actor, new Date(), {
      email: 'editor@svenska.example',
      password: 'editor password 1',
      role: 'editor',
      sites: 'all',
    });
    const login = await api.fetch('/admin/api/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        username: 'editor@svenska.example',
        password: 'editor password 1',
      }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const read = async (culture: string) =>
      (await (
        await api.fetch(`/admin/api/dictionary/${culture}`, {
          headers: { Authorization: `Bearer ${access_token}` },
        })
      ).json()) as { fallbackCulture: string; untranslated: Array<{ alias: string; fallback: string }> };
    const sv = await read('sv');
    expect(sv.fallbackCulture).toBe('en');
    expect(sv.untranslated).toHaveLength(english.size);
    expect(sv.untranslated).toContainEqual({
      alias: 'User.Login.Heading',
      fallback: english.get('User.Login.Heading'),
    });
    expect((await read('da')).untranslated).toEqual([]);
  });

  it('a translated export of the untranslated keys, imported, replaces the English', async () => {
    const file = JSON.parse(await exportSiteData(api.deps.db, site, 'dictionary', { untranslated: true }));
    expect(file.culture).toBe('sv');
    expect(Object.keys(file.items)).toHaveLength(english.size);
    expect(file.items['User.Login.Heading']).toBe(english.get('User.Login.Heading'));
    const report = await importSiteData(
      api.deps.db,
      actor,
      new Date(),
      site,
      'dictionary',
      JSON.stringify({ culture: 'sv', items: { 'User.Login.Heading': 'Logga in' } }),
    );
    expect(report).toMatchObject({ bad: [], changed: 1, written: true });
    api.invalidateCaches();
    expect((await servedDictionary()).get('User.Login.Heading')).toBe('Logga in');
    const rest = JSON.parse(await exportSiteData(api.deps.db, site, 'dictionary', { untranslated: true }));
    expect(Object.keys(rest.items)).toHaveLength(english.size - 1);
    expect(rest.items['User.Login.Heading']).toBeUndefined();
  });
});
